import Link from 'next/link';
import { getSession } from 'latch/next';
import { emailOf } from './user.js';

/** A server component that knows who is signed in before any script runs. */
export default async function Home() {
  const session = await getSession();
  return (
    <main>
      <h1>Next.js host</h1>
      <p id="server-user">{session ? `Signed in as ${emailOf(session)}` : 'Signed out'}</p>
      <Link href="/account">Your account</Link>
    </main>
  );
}
