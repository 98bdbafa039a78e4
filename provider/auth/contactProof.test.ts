// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_CONTACT_MINUTES } from '../store/pendingContacts';
import { makeTestProvider, MINUTE, STRONG_PASSWORD, tokenOf } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

const ATTACKER_PASSWORD = 'attacker-knows-this-91';

async function linkLogin(email: string, secret?: string) {
  await p.post('/magic_links/email/login_or_create', { email });
  return p.post('/magic_links/authenticate', { token: tokenOf((await p.lastMessage()).link) }, secret);
}

async function codeLogin(email: string) {
  const methodId = (await p.post('/otps/email/login_or_create', { email })).json.data.method_id;
  return p.post('/otps/authenticate', { token: (await p.lastMessage()).code, method_id: methodId });
}

const me = async (secret: string) => p.call('GET', '/sdk/v1/users/me', { secret });

describe('proving an email ends a password nobody proved (pre-signup takeover)', () => {
  for (const [how, login] of [
    ['a magic link', (email: string) => linkLogin(email)],
    ['an email code', codeLogin],
  ] as const) {
    it(`the owner logging in by ${how} ends the squatter's password and sessions`, async () => {
      const squatter = await p.signUp('victim@example.com', ATTACKER_PASSWORD);
      const owner = await login('victim@example.com');
      expect(owner.status).toBe(200);
      expect(owner.json.data.user.password).toEqual({ password_id: expect.any(String), requires_reset: true });
      expect(owner.json.data.user.emails[0].verified).toBe(true);

      expect((await p.post('/sessions/authenticate', {}, squatter.session_token)).json.error_type).toBe('session_not_found');
      const again = await p.post('/passwords/authenticate', { email: 'victim@example.com', password: ATTACKER_PASSWORD });
      expect(again.status).toBe(400);
      expect(again.json.error_type).toBe('reset_password');
      expect((await me(owner.json.data.session_token)).status).toBe(200);
    });
  }

  it('leaves the password alone when its own session proves the address (step-up)', async () => {
    const own = await p.signUp('mine@example.com');
    const stepUp = await linkLogin('mine@example.com', own.session_token);
    expect(stepUp.json.data.session_token).toBe(own.session_token);
    expect(stepUp.json.data.user.password.requires_reset).toBe(false);
    expect((await p.post('/passwords/authenticate', { email: 'mine@example.com', password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('leaves a password set after the address was proven alone', async () => {
    await linkLogin('proven@example.com');
    const reset = await p.post('/passwords/email/reset/start', { email: 'proven@example.com' });
    expect(reset.status).toBe(200);
    const set = await p.post('/passwords/email/reset', { token: tokenOf((await p.lastMessage()).link), password: STRONG_PASSWORD });
    expect(set.status).toBe(200);
    expect((await linkLogin('proven@example.com')).json.data.user.password.requires_reset).toBe(false);
    expect((await p.post('/sessions/authenticate', {}, set.json.data.session_token)).status).toBe(200);
  });
});

describe('proving an email drops what the account got while it was unproven (pre-signup takeover, other factors)', () => {
  /** The squatter's own phone, joined to the account made on the victim's email by a code the squatter received. */
  async function squatWithPhone(phone: string) {
    const squatter = await p.signUp('victim@example.com', ATTACKER_PASSWORD);
    const sent = await p.post('/otps/sms/send/secondary', { phone_number: phone }, squatter.session_token);
    const joined = await p.post(
      '/otps/authenticate',
      { token: (await p.lastMessage()).code, method_id: sent.json.data.method_id },
      squatter.session_token,
    );
    expect(joined.json.data.user.phone_numbers).toHaveLength(1);
    return squatter;
  }

  async function smsLogin(phone: string) {
    const methodId = (await p.post('/otps/sms/login_or_create', { phone_number: phone })).json.data.method_id;
    return p.post('/otps/authenticate', { token: (await p.lastMessage()).code, method_id: methodId });
  }

  it("the squatter's phone no longer logs in to the owner's account once the owner proves the email", async () => {
    const squatter = await squatWithPhone('+15555550123');
    const totp = await p.post('/totps', { expiration_minutes: 30 }, squatter.session_token);
    expect(totp.status).toBe(200);
    const owner = await codeLogin('victim@example.com');
    expect(owner.status).toBe(200);
    expect(owner.json.data.user_id).toBe(squatter.user_id);
    expect(owner.json.data.user).toMatchObject({ phone_numbers: [], totps: [], crypto_wallets: [], webauthn_registrations: [], providers: [] });
    expect(owner.json.data.user.emails).toEqual([{ email_id: expect.any(String), email: 'victim@example.com', verified: true }]);

    const squatterAgain = await smsLogin('+15555550123');
    expect(squatterAgain.status).toBe(200);
    expect(squatterAgain.json.data.user_id).not.toBe(owner.json.data.user_id);
    expect((await me(owner.json.data.session_token)).json.data.phone_numbers).toEqual([]);
  });

  it('a contact the squatter was still proving cannot join after the owner proved the email', async () => {
    const squatter = await p.signUp('victim@example.com', ATTACKER_PASSWORD);
    const sent = await p.post('/otps/sms/send/secondary', { phone_number: '+15555550124' }, squatter.session_token);
    const code = (await p.lastMessage()).code;
    const owner = await linkLogin('victim@example.com');
    expect(owner.status).toBe(200);
    const late = await p.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id });
    expect(late.status).toBe(404);
    expect((await me(owner.json.data.session_token)).json.data.phone_numbers).toEqual([]);
  });

  it("the account's own session proving its email keeps every factor (step-up)", async () => {
    const own = await squatWithPhone('+15555550125');
    const stepUp = await linkLogin('victim@example.com', own.session_token);
    expect(stepUp.json.data.user.phone_numbers).toEqual([{ phone_id: expect.any(String), phone_number: '+15555550125', verified: true }]);
    expect((await smsLogin('+15555550125')).json.data.user_id).toBe(own.user_id);
  });

  it('an email proven before the factors were added keeps them', async () => {
    const first = await linkLogin('proven@example.com');
    const sent = await p.post('/otps/sms/send/secondary', { phone_number: '+15555550126' }, first.json.data.session_token);
    await p.post('/otps/authenticate', { token: (await p.lastMessage()).code, method_id: sent.json.data.method_id }, first.json.data.session_token);
    const again = await codeLogin('proven@example.com');
    expect(again.json.data.user.phone_numbers).toHaveLength(1);
    expect((await p.post('/sessions/authenticate', {}, first.json.data.session_token)).status).toBe(200);
  });
});

describe('send/secondary: a contact joins an account only once its link or code is used', () => {
  it('an email nobody proved belongs to no one: its owner signs up into an account of their own', async () => {
    const attacker = await p.signUp('attacker@example.com');
    expect((await p.post('/magic_links/email/send/secondary', { email: 'victim@example.com' }, attacker.session_token)).status).toBe(200);
    const planted = await p.lastMessage();

    expect((await p.post('/users/search', { email: 'victim@example.com' })).json.data.userType).toBe('new');
    expect((await me(attacker.session_token)).json.data.emails.map((e: { email: string }) => e.email)).toEqual(['attacker@example.com']);
    const victim = await codeLogin('victim@example.com');
    expect(victim.status).toBe(200);
    expect(victim.json.data.user_id).not.toBe(attacker.user_id);

    // The planted link, opened later, must not move the address into the attacker's account.
    const late = await p.post('/magic_links/authenticate', { token: tokenOf(planted.link) }, attacker.session_token);
    expect(late.status).toBe(401);
    expect(late.json.error_type).toBe('unable_to_auth_magic_link');
    expect((await me(attacker.session_token)).json.data.emails.map((e: { email: string }) => e.email)).toEqual(['attacker@example.com']);
    expect((await me(victim.json.data.session_token)).json.data.emails.map((e: { email: string }) => e.email)).toEqual(['victim@example.com']);
  });

  it('a phone number nobody proved belongs to no one either', async () => {
    const attacker = await p.signUp('attacker@example.com');
    const sent = await p.post('/otps/sms/send/secondary', { phone_number: '+15555550177' }, attacker.session_token);
    expect(sent.status).toBe(200);
    const planted = await p.lastMessage();
    expect((await me(attacker.session_token)).json.data.phone_numbers).toEqual([]);

    const methodId = (await p.post('/otps/sms/login_or_create', { phone_number: '+15555550177' })).json.data.method_id;
    const owner = await p.post('/otps/authenticate', { token: (await p.lastMessage()).code, method_id: methodId });
    expect(owner.json.data.user_id).not.toBe(attacker.user_id);
    const late = await p.post('/otps/authenticate', { token: planted.code, method_id: sent.json.data.method_id }, attacker.session_token);
    expect(late.status).toBe(404);
    expect((await me(attacker.session_token)).json.data.phone_numbers).toEqual([]);
  });

  it('joins the account that asked once proven, under the method_id the send returned', async () => {
    const user = await p.signUp('first@example.com');
    const sent = await p.post('/otps/sms/send/secondary', { phone_number: '+15555550188' }, user.session_token);
    const proven = await p.post(
      '/otps/authenticate',
      { token: (await p.lastMessage()).code, method_id: sent.json.data.method_id },
      user.session_token,
    );
    expect(proven.status).toBe(200);
    expect(proven.json.data.method_id).toBe(sent.json.data.method_id);
    expect(proven.json.data.user.phone_numbers).toEqual([{ phone_id: sent.json.data.method_id, phone_number: '+15555550188', verified: true }]);
    expect(proven.json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'otp']);
  });

  it('waits at most 30 minutes: a long-lived link used later no longer joins the address, and the wait is not kept', async () => {
    const user = await p.signUp('asker@example.com');
    const sent = await p.post(
      '/magic_links/email/send/secondary',
      { email: 'later@example.com', login_expiration_minutes: 24 * 60 },
      user.session_token,
    );
    expect(sent.status).toBe(200);
    const link = tokenOf((await p.lastMessage()).link);
    p.advance((PENDING_CONTACT_MINUTES + 1) * MINUTE);

    const late = await p.post('/magic_links/authenticate', { token: link });
    expect(late.status).toBe(401);
    expect(late.json.error_type).toBe('unable_to_auth_magic_link');
    expect((await p.post('/users/search', { email: 'later@example.com' })).json.data.userType).toBe('new');
    expect(p.deps.store.db.all('SELECT * FROM pending_contacts')).toEqual([]);
  });

  it('a resend within the wait starts it again, so an earlier link still proves the address in time', async () => {
    const user = await p.signUp('asker@example.com');
    await p.post('/magic_links/email/send/secondary', { email: 'resent@example.com', login_expiration_minutes: 24 * 60 }, user.session_token);
    const link = tokenOf((await p.lastMessage()).link);
    p.advance(25 * MINUTE);
    expect((await p.post('/otps/email/send/secondary', { email: 'resent@example.com' }, user.session_token)).status).toBe(200);
    p.advance(15 * MINUTE);
    const proven = await p.post('/magic_links/authenticate', { token: link });
    expect(proven.status).toBe(200);
    expect(proven.json.data.user.emails.map((e: { email: string }) => e.email)).toEqual(['asker@example.com', 'resent@example.com']);
  });

  it('still refuses an address another account has', async () => {
    await p.signUp('taken@example.com');
    const user = await p.signUp('other@example.com');
    const result = await p.post('/magic_links/email/send/secondary', { email: 'taken@example.com' }, user.session_token);
    expect(result.status).toBe(400);
    expect(result.json.error_type).toBe('duplicate_email');
  });
});
