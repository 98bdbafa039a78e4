import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessClient } from './headless.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-headless';

const user = {
  user_id: 'user-1',
  emails: [],
  phone_numbers: [],
  providers: [],
  webauthn_registrations: [],
  totps: [],
  crypto_wallets: [],
  biometric_registrations: [],
};
/** One answer that satisfies every call: an AuthResponse plus the extra fields some calls read. */
const data = {
  request_id: 'r',
  status_code: 200,
  user_id: 'user-1',
  user,
  __user: user,
  session: {
    session_id: 'session-1',
    user_id: 'user-1',
    expires_at: '2099-01-01T00:00:00Z',
    last_accessed_at: '2024-01-01T00:00:00Z',
    authentication_factors: [],
  },
  session_token: 'session-token-1',
  session_jwt: 'session-jwt-1',
  method_id: 'method-1',
  challenge: 'sign me',
  userType: 'new',
  member: null,
  totps: [],
};

const calls: string[] = [];
const server = setupServer(
  http.get(`${BASE}/sdk/v1/projects/bootstrap/:token`, () => HttpResponse.json({ data: {} })),
  http.post(`${BASE}/sdk/v1/events`, () => HttpResponse.json({ data: {} })),
  http.all(`${BASE}/sdk/v1/*`, ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname.replace('/sdk/v1', '')}`);
    return HttpResponse.json({ data });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

describe('the headless client', () => {
  it('makes every SPEC §7 call that needs no browser ceremony (passkeys and the consent form post have their own tests)', async () => {
    const client = createHeadlessClient(TOKEN, { baseUrl: BASE });
    // Signed out first: the primary sends, the searches and the logins.
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    await client.magicLinks.email.send('ada@example.com');
    await client.otps.sms.loginOrCreate('+15555550100');
    await client.otps.whatsapp.loginOrCreate('+15555550100');
    await client.otps.email.loginOrCreate('ada@example.com');
    await client.otps.sms.send('+15555550100');
    await client.user.search('ada@example.com');
    await client.organizations.members.search({ email_address: 'ada@example.com', organization_id: 'org-1' });
    await client.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' });
    await client.passwords.strengthCheck({ password: 'pw' });
    await client.passwords.resetByEmailStart({ email: 'ada@example.com' });
    await client.passwords.create({ email: 'ada@example.com', password: 'pw' });
    // Signed in from here on.
    await client.magicLinks.authenticate('ml-token');
    await client.otps.authenticate('123456', 'method-1');
    await client.oauth.authenticate('oauth-token');
    await client.cryptoWallets.authenticate({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', signature: '0xsig' });
    await client.passwords.authenticate({ email: 'ada@example.com', password: 'pw' });
    await client.passwords.resetByEmail({ token: 'reset-token', password: 'pw' });
    await client.passwords.resetByExistingPassword({ email: 'ada@example.com', existing_password: 'a', new_password: 'b' });
    await client.passwords.resetBySession({ password: 'pw' });
    await client.impersonation.authenticate({ impersonation_token: 'imp' });
    await client.magicLinks.email.send('ada@example.com');
    await client.otps.email.send('ada@example.com');
    await client.totps.create({ expiration_minutes: 5 });
    await client.totps.authenticate({ totp_code: '123456' });
    await client.totps.recoveryCodes();
    await client.totps.recover({ recovery_code: 'code' });
    await client.user.get();
    await client.user.update({ untrusted_metadata: { a: 1 } });
    await client.user.deleteEmail('e');
    await client.user.deletePhoneNumber('p');
    await client.user.deleteTOTP('t');
    await client.user.deleteCryptoWallet('c');
    await client.user.deleteOAuthRegistration('o');
    await client.user.deleteWebauthnRegistration('w');
    await client.user.deleteBiometricRegistration('b');
    await client.identityProvider.oauthAuthorizeStart({
      client_id: 'c',
      redirect_uri: 'https://rp.example/cb',
      response_type: 'code',
      scope: 'openid',
    });
    await client.identityProvider.oauthLogoutStart({ client_id: 'c', post_logout_redirect_uri: 'https://rp.example/out' });
    await client.session.authenticate();
    await client.session.revoke();
    client.dispose();

    const made = new Set(calls);
    expect([...made].sort()).toEqual(
      [
        'POST /magic_links/email/login_or_create',
        'POST /magic_links/email/send/primary',
        'POST /magic_links/email/send/secondary',
        'POST /magic_links/authenticate',
        'POST /otps/sms/login_or_create',
        'POST /otps/whatsapp/login_or_create',
        'POST /otps/email/login_or_create',
        'POST /otps/sms/send/primary',
        'POST /otps/email/send/secondary',
        'POST /otps/authenticate',
        'POST /oauth/authenticate',
        'POST /crypto_wallets/authenticate/start/primary',
        'POST /crypto_wallets/authenticate',
        'POST /passwords',
        'POST /passwords/authenticate',
        'POST /passwords/email/reset/start',
        'POST /passwords/email/reset',
        'POST /passwords/existing_password/reset',
        'POST /passwords/session/reset',
        'POST /passwords/strength_check',
        'POST /impersonation/authenticate',
        'POST /users/search',
        'POST /b2b/organizations/members/search',
        'POST /totps',
        'POST /totps/authenticate',
        'POST /totps/recovery_codes',
        'POST /totps/recover',
        'GET /users/me',
        'PUT /users/me',
        'DELETE /users/emails/e',
        'DELETE /users/phone_numbers/p',
        'DELETE /users/totps/t',
        'DELETE /users/crypto_wallets/c',
        'DELETE /users/oauth/o',
        'DELETE /users/webauthn_registrations/w',
        'DELETE /users/biometric_registrations/b',
        'POST /oauth/authorize/start',
        'POST /oauth/logout/start',
        'POST /sessions/authenticate',
        'POST /sessions/revoke',
      ].sort(),
    );
  });
});
