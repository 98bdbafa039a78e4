import { describe, expect, it, vi } from 'vitest';
import { UsageError } from '../errors.js';
import type { CoreClient } from '../client.js';
import type { SessionManager } from '../session/index.js';
import { sessionsApi } from './sessions.js';

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
    expect(() => api.revoke({ forceClear: 'yes' as unknown as boolean })).toThrow('Invalid call to session.revoke: forceClear must be an optional boolean.');
    expect(s.authenticate).not.toHaveBeenCalled();
    expect(s.revoke).not.toHaveBeenCalled();
  });
});
