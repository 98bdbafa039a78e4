import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../errors.js';
import type { CoreClient } from '../client.js';
import type { SessionManager } from '../session/index.js';
import { sessionsApi } from './sessions.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-sessions';
const seen: { authorization: string | null; body: string }[] = [];
const answer = { request_id: 'r', status_code: 200, user_id: 'user-1', session_token: 'session-token-rotated', session_jwt: 'jwt-1' };
const server = setupServer(
  http.post(`${BASE}/sdk/v1/sessions/authenticate`, async ({ request }) => {
    seen.push({ authorization: request.headers.get('authorization'), body: await request.text() });
    return HttpResponse.json({ data: answer });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

function fakeSession() {
  return {
    getSync: vi.fn(() => null),
    getUserSync: vi.fn(() => null),
    getTokens: vi.fn(() => ({ session_token: 't', session_jwt: 'j' })),
    getIntermediateToken: vi.fn(() => null),
    secret: vi.fn(() => undefined),
    onChange: vi.fn(() => () => {}),
    storeAuthResponse: vi.fn(),
    storeIntermediate: vi.fn(),
    updateUser: vi.fn(),
    authenticate: vi.fn(async () => ({}) as never),
    revoke: vi.fn(async () => {}),
    start: vi.fn(),
    dispose: vi.fn(),
  } satisfies SessionManager;
}

const clientWith = (session: SessionManager) => ({ session }) as unknown as CoreClient;

describe('sessionsApi', () => {
  it('delegates to the session manager', async () => {
    const s = fakeSession();
    const api = sessionsApi(clientWith(s));
    expect(api.getSync()).toBeNull();
    expect(api.getTokens()).toEqual({ session_token: 't', session_jwt: 'j' });
    const cb = vi.fn();
    api.onChange(cb);
    expect(s.onChange).toHaveBeenCalledWith(cb);
    await api.authenticate({ session_duration_minutes: 60 });
    expect(s.authenticate).toHaveBeenCalledWith({ session_duration_minutes: 60 });
    await api.authenticate();
    expect(s.authenticate).toHaveBeenLastCalledWith({});
    await api.revoke({ forceClear: true });
    expect(s.revoke).toHaveBeenCalledWith({ forceClear: true });
  });

  it('checks arguments before delegating', () => {
    const s = fakeSession();
    const api = sessionsApi(clientWith(s));
    expect(() => api.authenticate({ session_duration_minutes: '5' as unknown as number })).toThrow(
      new UsageError('session.authenticate', 'session_duration_minutes must be an optional number.'),
    );
    expect(() => api.revoke({ forceClear: 'yes' as unknown as boolean })).toThrow(
      'Invalid call to session.revoke: forceClear must be an optional boolean.',
    );
    expect(s.authenticate).not.toHaveBeenCalled();
    expect(s.revoke).not.toHaveBeenCalled();
  });

  it("updateSession: the provider confirms the host's token (Basic auth with it), then the session is stored as after a login", async () => {
    const { client, session } = fakeCoreClient({ base: BASE, token: TOKEN });
    await expect(sessionsApi(client).updateSession({ session_token: 'session-token-from-backend', session_jwt: 'jwt-0' })).resolves.toMatchObject(
      answer,
    );
    expect(seen).toEqual([{ authorization: `Basic ${btoa(`${TOKEN}:session-token-from-backend`)}`, body: '{}' }]);
    expect(session.storeAuthResponse).toHaveBeenCalledWith(expect.objectContaining({ session_token: 'session-token-rotated' }));
  });

  it('updateSession checks session_token (SPEC §5) and session_jwt before any request', async () => {
    const { client, session } = fakeCoreClient({ base: BASE, token: TOKEN });
    const api = sessionsApi(client);
    await expect(api.updateSession({ session_token: 42 as unknown as string })).rejects.toThrow(
      new UsageError('session.updateSession', 'session_token must be a string.'),
    );
    await expect(api.updateSession({} as { session_token: string })).rejects.toThrow(
      'Invalid call to session.updateSession: session_token must be a string.',
    );
    await expect(api.updateSession({ session_token: 't', session_jwt: null as unknown as string })).rejects.toThrow(
      'Invalid call to session.updateSession: session_jwt must be an optional string.',
    );
    await expect(api.updateSession(undefined as unknown as { session_token: string })).rejects.toThrow(
      'Invalid call to session.updateSession: tokens must be an object.',
    );
    expect(seen).toEqual([]);
    expect(session.storeAuthResponse).not.toHaveBeenCalled();
  });
});
