import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLatchClient, LatchLogin, useLatchSession } from './react.js';
import { API, jsonHandler, ok, TOKEN, useApi } from '../test/support/widget.js';
import type { AuthResponse } from '../core/types.js';

const api = useApi();

const auth = (): AuthResponse =>
  ({
    user_id: 'user-1',
    user: { user_id: 'user-1' },
    session: { session_id: 'session-1', user_id: 'user-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    session_token: 'token-1',
    session_jwt: 'jwt-1',
    request_id: 'r',
    status_code: 200,
  }) as unknown as AuthResponse;

function SessionProbe({ client }: { client: ReturnType<typeof createLatchClient> }) {
  const session = useLatchSession(client);
  return <p>{session ? `signed in: ${session.session_id}` : 'signed out'}</p>;
}

describe('React entry', () => {
  it('renders the login widget as a component, which sends a magic link', async () => {
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => ok()));
    const client = createLatchClient(TOKEN, { baseUrl: API });
    render(<LatchLogin client={client} config={{ products: ['emailMagicLinks'] }} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    // Ends once the product's chunk is in and has acted, not while it is still loading past the test's end.
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(api.calls('/magic_links/email/login_or_create').map((c) => c.body)).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
    client.dispose();
  });

  it('useLatchSession re-renders on every session change', () => {
    const client = createLatchClient(TOKEN, { baseUrl: API });
    render(<SessionProbe client={client} />);
    expect(screen.getByText('signed out')).toBeTruthy();
    act(() => client.core.session.storeAuthResponse(auth()));
    expect(screen.getByText('signed in: session-1')).toBeTruthy();
    client.dispose();
  });
});
