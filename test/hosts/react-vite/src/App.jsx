import { LatchLogin, useLatchRedirect } from 'latch/react';

/** `?products=otp` shows the one-time-passcode login, to see which files that downloads; otherwise email links. */
const config = (() => {
  if (new URLSearchParams(location.search).get('products') === 'otp') return { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };
  // This page is both redirect URLs: a new visitor's first link is a sign-up link.
  const here = `${location.origin}/`;
  return { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here } };
})();

export function App({ client }) {
  // The library's redirect hook: one authenticate per page load, StrictMode's second effect included.
  const redirect = useLatchRedirect(client);
  let content = <LatchLogin client={client} config={config} />;
  if (redirect.status === 'pending') content = <p>Signing in…</p>;
  if (redirect.status === 'failed') content = <p role="alert">Sign-in failed: {redirect.error.message}</p>;
  if (redirect.status === 'done') content = <p id="signed-in">Signed in as {redirect.result.response.user.emails[0].email}</p>;
  return (
    <main>
      <h1>React 19 + Vite host</h1>
      {content}
    </main>
  );
}
