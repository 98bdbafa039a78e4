import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { createCoreClient, type CoreClient } from '../../core/client.js';
import type { AuthResponse } from '../../core/types.js';
import { API, TOKEN, jsonHandler, ok, renderWidget, type RenderOptions, type useApi } from './widget.js';

/** Test-only helpers of the identity-provider component tests: a signed-in client, the page address, the form post. */

export const session = { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: [] };
export const user = { user_id: 'user-1', emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: true }], phone_numbers: [] };
export const authResponse = { user_id: 'user-1', user, session, session_token: 'session-token', session_jwt: 'session-jwt' };

/** The consent page's address, as a relying party would send the user there. */
export function openAt(path: string, params: Record<string, string>) {
  history.replaceState(null, '', `${path}?${new URLSearchParams(params)}`);
}

const clients: CoreClient[] = [];

export function mountIdp(api: ReturnType<typeof useApi>, options: RenderOptions & { signedIn?: boolean } = {}) {
  const client = createCoreClient(TOKEN, { baseUrl: API });
  // The background refresh at start confirms the session.
  api.server.use(jsonHandler('post', '/sessions/authenticate', () => ok(authResponse)));
  if (options.signedIn !== false) client.session.storeAuthResponse(authResponse as unknown as AuthResponse);
  clients.push(client);
  return renderWidget({ entry: 'identityProvider', client, config: { products: ['otp'], otpOptions: { methods: ['email'] } }, ...options });
}

/** Every form post the page made, as name → value, instead of leaving the page. */
export function recordFormPosts(): { action: string; fields: Record<string, string> }[] {
  const posts: { action: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
    posts.push({ action: this.action, fields });
  });
  return posts;
}

/** Where the page was sent, instead of leaving it. */
export const recordNavigations = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

/** Lets React run the effects of what was just committed before the test acts. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

export function cleanUp() {
  vi.restoreAllMocks();
  for (const client of clients.splice(0)) client.dispose();
  history.replaceState(null, '', '/');
  document.querySelectorAll('form[hidden]').forEach((form) => form.remove());
}
