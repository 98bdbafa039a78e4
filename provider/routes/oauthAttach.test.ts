// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answer, provider, signIn, start, tokenIn, get, startPath } from './oauthTestSupport';

/** A signed-in user's attach token for `providerName`. */
async function attachToken(p: Awaited<ReturnType<typeof provider>>, session: string, providerName = 'github') {
  const attached = await p.post('/oauth/attach', { provider: providerName }, session);
  expect(attached.status).toBe(200);
  return attached.json.data.oauth_attach_token as string;
}

describe('connecting a provider to the signed-in user (oauth/attach, then the start with its token)', () => {
  it('joins the provider account to the user who asked, whatever its email, and the session gains the factor', async () => {
    const p = await provider();
    const me = await p.signUp('ada@example.com');
    const back = await signIn(p, 'octo-someone@example.com', { oauth_attach_token: await attachToken(p, me.session_token) });
    const auth = await p.post('/oauth/authenticate', { token: tokenIn(back) }, me.session_token);
    expect(auth.status).toBe(200);
    expect(auth.json.data.user_id).toBe(me.user_id);
    expect(auth.json.data.session_token).toBe(me.session_token);
    expect(auth.json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'oauth']);
    const user = (await p.call('GET', '/sdk/v1/users/me', { secret: me.session_token })).json.data;
    expect(user.providers.map((r: { provider_type: string }) => r.provider_type)).toEqual(['GitHub']);
    // The provider vouches for its address, which nobody had: it joins the user, verified.
    expect(user.emails.map((e: { email: string; verified: boolean }) => [e.email, e.verified])).toEqual([
      ['ada@example.com', false],
      ['octo-someone@example.com', true],
    ]);
  });

  it('refuses to join an account already connected to another user: back to the page with the reason, nothing joined', async () => {
    const p = await provider();
    const owner = await p.post('/oauth/authenticate', { token: tokenIn(await signIn(p, 'taken@example.com')) });
    expect(owner.status).toBe(200);
    const me = await p.signUp('me@example.com');
    const back = await signIn(p, 'taken@example.com', { oauth_attach_token: await attachToken(p, me.session_token) });
    expect(back.searchParams.get('error')).toBe('duplicate_oauth_user_registration');
    expect(back.searchParams.get('error_description')).toBe('This GitHub account is already connected to another user.');
    expect(back.searchParams.get('token')).toBeNull();
    const user = (await p.call('GET', '/sdk/v1/users/me', { secret: me.session_token })).json.data;
    expect(user.providers).toEqual([]);
  });

  it('needs a session and an enabled provider, with the JSON errors of the contract', async () => {
    const p = await provider();
    const anonymous = await p.post('/oauth/attach', { provider: 'github' });
    expect([anonymous.status, anonymous.json.error_type]).toEqual([401, 'user_unauthenticated']);
    const me = await p.signUp('who@example.com');
    const unknown = await p.post('/oauth/attach', { provider: 'myspace' }, me.session_token);
    expect([unknown.status, unknown.json.error_type]).toEqual([404, 'oauth_config_not_found']);
    const missing = await p.post('/oauth/attach', {}, me.session_token);
    expect(missing.status).toBe(400);
  });

  it('spends the token on its start: a second start, another provider or a made-up token is refused with a page', async () => {
    const p = await provider();
    const me = await p.signUp('once@example.com');
    const token = await attachToken(p, me.session_token);
    await start(p, { oauth_attach_token: token });
    for (const [name, attach] of [
      ['github', token],
      ['google', await attachToken(p, me.session_token)],
      ['github', 'made-up'],
    ] as const) {
      const refused = await get(p, startPath(name, { public_token: p.publicToken, oauth_attach_token: attach }));
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toContain('text/html');
      expect(await refused.text()).toContain('invalid_oauth_attach_token');
    }
  });

  it('a cancelled join changes nothing', async () => {
    const p = await provider();
    const me = await p.signUp('cancel@example.com');
    const consent = await start(p, { oauth_attach_token: await attachToken(p, me.session_token) });
    const back = await answer(p, consent, { identity: 'cancel' });
    expect(new URL(back.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
    expect((await p.call('GET', '/sdk/v1/users/me', { secret: me.session_token })).json.data.providers).toEqual([]);
  });
});
