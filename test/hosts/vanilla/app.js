import { createWidgetClient } from 'latch';

// The test serves the provider's address and token here; a real host would write them into the page.
const { baseUrl, publicToken } = await (await fetch('/host-config.json')).json();
const client = createWidgetClient(publicToken, { baseUrl });
// The link is spent once used: the helper takes it out of the address bar before authenticating, once.
const redirect = await client.completeRedirect();

if (redirect) {
  const signedIn = document.getElementById('signed-in');
  signedIn.textContent = `Signed in as ${redirect.response.user.emails[0].email}`;
  signedIn.hidden = false;
} else {
  // This page is both redirect URLs: a new visitor's first link is a sign-up link.
  const here = `${location.origin}/`;
  client.mountLogin({
    element: '#login',
    config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here } },
  });
}
