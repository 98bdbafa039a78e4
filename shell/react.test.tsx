import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLatchClient, LatchLogin, useLatchSession } from './react.js';
import { API, TOKEN, useApi } from '../test/support/widget.js';
import type { AuthResponse } from '../core/types.js';

useApi();

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
  it('renders the login widget as a component', async () => {
    const client = createLatchClient(TOKEN, { baseUrl: API });
    render(<LatchLogin client={client} config={{ products: ['emailMagicLinks'] }} />);
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeTruthy();
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
