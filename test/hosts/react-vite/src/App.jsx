import { useEffect, useState } from 'react';
import { LatchLogin, useLatchSession } from 'latch/react';

/** Takes the magic link's token out of the address bar at load, so no reload can spend it a second time. */
function takeLinkToken() {
  const params = new URLSearchParams(location.search);
  if (params.get('stytch_token_type') !== 'magic_links') return null;
  history.replaceState(null, '', location.pathname);
  return params.get('token');
}
const linkToken = takeLinkToken();

/**
 * Once per page load, not once per effect: StrictMode runs effects twice, and a magic link is spent by its first use
 * (a second authenticate would answer 401).
 */
let signingIn;
const signInOnce = (client) => (signingIn ??= client.magicLinks.authenticate(linkToken).then(() => client.user.get()));

/** `?products=otp` shows the one-time-passcode login, to see which files that downloads; otherwise email links. */
const config = (() => {
  if (new URLSearchParams(location.search).get('products') === 'otp') return { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };
  // This page is both redirect URLs: a new visitor's first link is a sign-up link.
  const here = `${location.origin}/`;
  return { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here } };
})();

export function App({ client }) {
  const session = useLatchSession(client);
  const [email, setEmail] = useState(null);
  useEffect(() => {
    if (linkToken) void signInOnce(client).then((user) => setEmail(user.emails[0].email));
  }, [client]);

  let content = <LatchLogin client={client} config={config} />;
  if (linkToken) content = session && email ? <p id="signed-in">Signed in as {email}</p> : <p>Signing in…</p>;
  return (
    <main>
      <h1>React 19 + Vite host</h1>
      {content}
    </main>
  );
}
