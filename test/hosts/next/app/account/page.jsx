import { getSession } from 'latch/next';
import { emailOf } from '../user.js';
import { SignOut } from './SignOut.jsx';

/** Behind the proxy (proxy.js): only a signed-in visitor gets here. */
export default async function Account() {
  const session = await getSession();
  return (
    <main>
      <h1>Your account</h1>
      <p id="account-user">Account of {session ? emailOf(session) : 'nobody'}</p>
      <SignOut />
    </main>
  );
}
