import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint, refreshKey } from '../core/session/record.js';
import { fakeAuth } from '../test/support/session.js';
import { stateKey } from '../core/storage.js';
import { API, TOKEN, sdk, useApi } from '../test/support/widget.js';
import { keepDraft, readDraft } from './form/drafts.js';
import { DEFAULT_REGION } from './form/region.js';
import { createHostClient } from './hostClient.js';

const api = useApi();
const auth = fakeAuth({ token: 'tok-1', jwt: 'jwt-1' });

/** The state a tab left behind: the session cookies and the cached `{user, session}` with the refresh record of its token. */
function signedInEarlier() {
  document.cookie = 'stytch_session=tok-1; path=/';
  document.cookie = 'stytch_session_jwt=jwt-1; path=/';
  localStorage.setItem(stateKey(TOKEN), JSON.stringify({ user: auth.user, session: auth.session }));
  localStorage.setItem(refreshKey(stateKey(TOKEN)), JSON.stringify({ at: Date.now(), retryAt: null, attempt: 0, tag: fingerprint('tok-1') }));
}

const authenticated = () => http.post(sdk('/sessions/authenticate'), () => HttpResponse.json({ data: auth }));

afterEach(() => {
  for (const name of ['stytch_session', 'stytch_session_jwt']) document.cookie = `${name}=; expires=${new Date(0).toUTCString()}; path=/`;
  localStorage.clear();
});

describe('the vanilla entry’s host client', () => {
  it('answers the synchronous reads at once, before its code has loaded, from the cookies and the cached session', async () => {
    signedInEarlier();
    api.server.use(authenticated());
    const { client, loaded } = createHostClient(TOKEN, { baseUrl: API });
    expect(client.session.getSync()).toEqual(auth.session);
    expect(client.user.getSync()).toEqual(auth.user);
    expect(client.session.getTokens()).toEqual({ session_token: 'tok-1', session_jwt: 'jwt-1' });
    const latch = await loaded;
    expect(latch.session.getSync()).toEqual(auth.session);
    client.dispose();
  });

  it('shows no cached session without the session cookie, and the loaded client drops it', async () => {
    signedInEarlier();
    document.cookie = `stytch_session=; expires=${new Date(0).toUTCString()}; path=/`;
    const { client, loaded } = createHostClient(TOKEN, { baseUrl: API });
    expect(client.session.getSync()).toBeNull();
    await loaded;
    expect(localStorage.getItem(stateKey(TOKEN))).toBeNull();
    client.dispose();
  });

  it('makes a call placed before its code arrived once it has, and a listener added then hears the result', async () => {
    api.server.use(authenticated());
    const { client } = createHostClient(TOKEN, { baseUrl: API });
    const heard: (string | undefined)[] = [];
    client.session.onChange((state) => heard.push(state.session?.session_id));
    await expect(client.session.updateSession({ session_token: 'tok-1' })).resolves.toMatchObject({ session_token: 'tok-1' });
    expect(api.calls('/sessions/authenticate')).toHaveLength(1);
    expect(heard).toEqual([auth.session.session_id]);
    expect(client.session.getSync()).toEqual(auth.session);
    await expect(client.loadCore().then((core) => core.session.getSync())).resolves.toEqual(auth.session);
    client.dispose();
  });

  it('throws a bad option where the host created the client, as the React entry’s client does', () => {
    expect(() => createHostClient(TOKEN, { baseUrl: API, cookieOptions: { path: 5 as unknown as string } })).toThrow(
      'Invalid call to createSessionManager: cookieOptions.path must be an optional string.',
    );
    expect(() => createHostClient(TOKEN, { baseUrl: API, sessionRefreshIntervalMs: 0 })).toThrow('refreshIntervalMs must be a positive number.');
  });

  it('disposed before its code arrived, disposes the client it then makes: listeners hear nothing more', async () => {
    const { client, loaded } = createHostClient(TOKEN, { baseUrl: API });
    const heard: unknown[] = [];
    client.session.onChange((state) => heard.push(state));
    client.dispose();
    const latch = await loaded;
    await Promise.resolve();
    latch.core.session.storeAuthResponse(auth);
    expect(heard).toEqual([]);
  });

  it('keeps one draft for the host client and the core client the widget is given', async () => {
    const { client, loaded } = createHostClient(TOKEN, { baseUrl: API });
    const draft = { email: 'early@example.com', phone: '', region: DEFAULT_REGION, tab: null };
    keepDraft(client, draft);
    const { core } = await loaded;
    expect(readDraft(core)).toEqual(draft);
    keepDraft(core, { ...draft, email: 'later@example.com' });
    expect(readDraft(client)?.email).toBe('later@example.com');
    client.dispose();
  });
});
