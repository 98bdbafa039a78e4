// A host with its own UI on the headless entry.
import { completeRedirect, createHeadlessClient, type RedirectResult } from 'latch/core';

const client = createHeadlessClient('public-token-test-…', { baseUrl: 'http://localhost:4100' });
await client.magicLinks.email.loginOrCreate('ada@example.com', { login_magic_link_url: 'https://app.example/' });
const redirect: RedirectResult | undefined = await completeRedirect(client.core);
const same: RedirectResult | undefined = await client.completeRedirect();
export const signedIn = redirect?.type !== 'reset_password' && same !== undefined;
client.dispose();
