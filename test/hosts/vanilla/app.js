import { createWidgetClient } from 'latch';

// The test serves the provider's address and token here; a real host would write them into the page.
const { baseUrl, publicToken } = await (await fetch('/host-config.json')).json();
const client = createWidgetClient(publicToken, { baseUrl });
const params = new URLSearchParams(location.search);
const token = params.get('stytch_token_type') === 'magic_links' ? params.get('token') : null;

if (token) {
  // The link is spent once used: take it out of the address bar before anything can reload the page.
  history.replaceState(null, '', location.pathname);
  await client.magicLinks.authenticate(token);
  const user = await client.user.get();
  const signedIn = document.getElementById('signed-in');
  signedIn.textContent = `Signed in as ${user.emails[0].email}`;
  signedIn.hidden = false;
} else {
  // This page is both redirect URLs: a new visitor's first link is a sign-up link.
  const here = `${location.origin}/`;
  client.mountLogin({
    element: '#login',
    config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here } },
  });
}
