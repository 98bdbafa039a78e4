import { LatchLogin, useLatchRedirect } from 'latch/react';

/**
 * The page, rendered by the server and hydrated by the browser: both must draw the same tree, so what differs
 * between them (the page's own address) comes in as a prop the server writes into the page.
 */
export function App({ client, origin, locale }) {
  const redirect = useLatchRedirect(client);
  // This page is both redirect URLs: a new visitor's first link is a sign-up link.
  const here = `${origin}/`;
  const config = {
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here },
    ...(locale && { locale }),
  };
  let content = <LatchLogin client={client} config={config} />;
  if (redirect.status === 'pending') content = <p>Signing in…</p>;
  if (redirect.status === 'failed') content = <p role="alert">Sign-in failed: {redirect.error.message}</p>;
  if (redirect.status === 'done') content = <p id="signed-in">Signed in as {redirect.result.response.user.emails[0].email}</p>;
  return (
    <main>
      <h1>Server-rendered React host</h1>
      {content}
    </main>
  );
}
