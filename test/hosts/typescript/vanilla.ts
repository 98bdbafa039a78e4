// A host on the vanilla entry: the client, a mount, the session and the redirect helper.
import { createWidgetClient, type RedirectResult } from 'latch';
import { completeOAuthRedirect } from 'latch/core';

const client = createWidgetClient('public-token-test-…', { baseUrl: 'http://localhost:4100' });
const redirect: RedirectResult | undefined = await client.completeRedirect();
if (!redirect) {
  const here = `${location.origin}/`;
  const handle = client.mountLogin({
    element: '#login',
    config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here } },
  });
  client.session.onChange(({ session }) => session && handle.unmount());
}
// @ts-expect-error the config is checked: products are known ids
client.mountLogin({ element: '#login', config: { products: ['noSuchProduct'] } });
// The headless helpers take the core client, which the vanilla entry loads after its first paint.
const oauth: Awaited<ReturnType<typeof completeOAuthRedirect>> = await completeOAuthRedirect(await client.loadCore());
export const oauthUser = oauth?.user_id;
client.dispose();
