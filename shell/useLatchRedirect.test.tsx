import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, API, jsonHandler, ok, TOKEN, useApi } from '../test/support/widget.js';
import { fakeUser } from '../test/support/session.js';
import { createLatchClient, type LatchClient } from './client.js';
import { useLatchRedirect } from './useLatchRedirect.js';

const api = useApi();
const login = {
  user_id: 'user-test-1',
  user: fakeUser(),
  session: { session_id: 'session-1', user_id: 'user-test-1', expires_at: '2099-01-01T00:30:00Z' },
  session_token: 'sess-tok',
  session_jwt: 'sess-jwt',
  method_id: 'email-1',
};

function RedirectPage({ client }: { client: LatchClient }) {
  const redirect = useLatchRedirect(client);
  if (redirect.status === 'pending') return <p>Signing in…</p>;
  if (redirect.status === 'failed') return <p role="alert">Failed: {(redirect.error as Error).message}</p>;
  if (redirect.status === 'done') {
    const { result } = redirect;
    return result.type === 'reset_password' ? <p>Reset with {result.token}</p> : <p>Signed in as {result.response.user_id}</p>;
  }
  return <p>No redirect</p>;
}

let clients: LatchClient[] = [];
const client = () => {
  const c = createLatchClient(TOKEN, { baseUrl: API });
  clients.push(c);
  return c;
};
beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => {
  for (const c of clients) c.dispose();
  clients = [];
});

describe('useLatchRedirect', () => {
  it('under StrictMode, with two components asking, authenticates the magic link once', async () => {
    api.server.use(jsonHandler('post', '/magic_links/authenticate', () => ok(login)));
    history.replaceState(null, '', '/?stytch_token_type=magic_links&token=link-1');
    const c = client();
    render(
      <StrictMode>
        <RedirectPage client={c} />
        <RedirectPage client={c} />
      </StrictMode>,
    );
    expect(screen.getAllByText('Signing in…')).toHaveLength(2);
    expect(await screen.findAllByText(`Signed in as ${login.user_id}`)).toHaveLength(2);
    expect(api.calls('/magic_links/authenticate')).toEqual([expect.objectContaining({ body: expect.objectContaining({ token: 'link-1' }) })]);
    expect(location.search).toBe('');
    expect(c.session.getSync()?.session_id).toBe('session-1');
  });

  it('a page remounted later with the same client shows the same completion, without a second request', async () => {
    api.server.use(jsonHandler('post', '/magic_links/authenticate', () => ok(login)));
    history.replaceState(null, '', '/?stytch_token_type=magic_links&token=link-2');
    const c = client();
    const first = render(<RedirectPage client={c} />);
    await screen.findByText(/Signed in as/);
    first.unmount();
    render(<RedirectPage client={c} />);
    expect(screen.getByText(/Signed in as/)).toBeTruthy();
    expect(api.calls('/magic_links/authenticate')).toHaveLength(1);
  });

  it("shows the provider's refusal", async () => {
    api.server.use(jsonHandler('post', '/magic_links/authenticate', () => apiError(401, 'unable_to_auth_magic_link', 'Magic link already used.')));
    history.replaceState(null, '', '/?stytch_token_type=magic_links&token=spent');
    render(
      <StrictMode>
        <RedirectPage client={client()} />
      </StrictMode>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Magic link already used.');
    expect(api.calls('/magic_links/authenticate')).toHaveLength(1);
  });

  it('hands over a reset link’s token, and says none on a page without a redirect', async () => {
    history.replaceState(null, '', '/?stytch_token_type=reset_password&token=reset-1');
    const reset = render(<RedirectPage client={client()} />);
    expect(await screen.findByText('Reset with reset-1')).toBeTruthy();
    reset.unmount();
    render(<RedirectPage client={client()} />);
    expect(screen.getByText('No redirect')).toBeTruthy();
    expect(api.requests.filter((r) => r.path !== '/events' && !r.path.startsWith('/projects/bootstrap'))).toEqual([]);
  });

  it('renders none on a server pass (it cannot see the address there), then completes on the page', async () => {
    api.server.use(jsonHandler('post', '/magic_links/authenticate', () => ok(login)));
    history.replaceState(null, '', '/?stytch_token_type=magic_links&token=link-3');
    const c = client();
    expect(renderToString(<RedirectPage client={c} />)).toBe('<p>No redirect</p>');
    expect(api.calls('/magic_links/authenticate')).toHaveLength(0);
    render(<RedirectPage client={c} />);
    await screen.findByText(/Signed in as/);
  });
});
