// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, MINUTE } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

const codeOf = async () => (await p.lastMessage()).code ?? '';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTPs', () => {
  it('email: method_id is the email_id, the code arrives in the inbox, and logs in', async () => {
    const sent = await p.post('/otps/email/login_or_create', { email: 'otp@example.com', expiration_minutes: 5 });
    expect(sent.status).toBe(200);
    const methodId = sent.json.data.method_id;
    expect(methodId).toMatch(/^email-test-/);
    const message = await p.lastMessage();
    expect(message).toMatchObject({ channel: 'email', to: 'otp@example.com', link: null });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);

    const auth = await p.post('/otps/authenticate', { token: message.code, method_id: methodId, session_duration_minutes: 30 });
    expect(auth.status).toBe(200);
    expect(auth.json.data.method_id).toBe(methodId);
    expect(auth.json.data.user.emails).toEqual([{ email_id: methodId, email: 'otp@example.com', verified: true }]);
    expect(auth.json.data.user.status).toBe('active');
    expect(auth.json.data.session.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: 'email',
      email_factor: { email_id: methodId, email_address: 'otp@example.com' },
    });
  });

  it.each(['sms', 'whatsapp'] as const)('%s: method_id is the phone_id', async (channel) => {
    const sent = await p.post(`/otps/${channel}/login_or_create`, { phone_number: '+15555550123' });
    const methodId = sent.json.data.method_id;
    expect(methodId).toMatch(/^phone-number-test-/);
    const message = await p.lastMessage();
    expect(message).toMatchObject({ channel, to: '+15555550123', link: null });
    const auth = await p.post('/otps/authenticate', { token: message.code, method_id: methodId });
    expect(auth.json.data.user.phone_numbers).toEqual([{ phone_id: methodId, phone_number: '+15555550123', verified: true }]);
    expect(auth.json.data.session.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: channel,
      phone_number_factor: { phone_id: methodId, phone_number: '+15555550123' },
    });
  });

  it('creates the user pending and reuses it for the next code', async () => {
    const first = (await p.post('/otps/sms/login_or_create', { phone_number: '+447700900123' })).json.data.method_id;
    const second = (await p.post('/otps/sms/login_or_create', { phone_number: '+447700900123' })).json.data.method_id;
    expect(second).toBe(first);
    const users = p.deps.store.db.all<{ status: string }>('SELECT status FROM users');
    expect(users).toEqual([{ status: 'pending' }]);
  });

  it('refuses a wrong code with otp_code_not_found', async () => {
    const methodId = (await p.post('/otps/email/login_or_create', { email: 'wrong@example.com' })).json.data.method_id;
    const code = await codeOf();
    const wrong = await p.post('/otps/authenticate', { token: wrongCode(code), method_id: methodId });
    expect(wrong.status).toBe(404);
    expect(wrong.json.error_type).toBe('otp_code_not_found');
    expect((await p.post('/otps/authenticate', { token: code, method_id: methodId })).status).toBe(200);
  });

  it('is single use', async () => {
    const methodId = (await p.post('/otps/email/login_or_create', { email: 'once@example.com' })).json.data.method_id;
    const code = await codeOf();
    expect((await p.post('/otps/authenticate', { token: code, method_id: methodId })).status).toBe(200);
    expect((await p.post('/otps/authenticate', { token: code, method_id: methodId })).json.error_type).toBe('otp_code_not_found');
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const methodId = (await p.post('/otps/email/login_or_create', { email: 'guess@example.com' })).json.data.method_id;
    const code = await codeOf();
    for (let i = 0; i < 5; i++) {
      expect((await p.post('/otps/authenticate', { token: wrongCode(code), method_id: methodId })).status).toBe(404);
    }
    expect((await p.post('/otps/authenticate', { token: code, method_id: methodId })).json.error_type).toBe('otp_code_not_found');
  });

  it('a resend keeps the wrong guesses: 5 per destination in 15 minutes, over every code sent to it', async () => {
    const methodId = (await p.post('/otps/sms/login_or_create', { phone_number: '+15555550142' })).json.data.method_id;
    for (let i = 0; i < 3; i++)
      expect((await p.post('/otps/authenticate', { token: wrongCode(await codeOf()), method_id: methodId })).status).toBe(404);
    await p.post('/otps/sms/login_or_create', { phone_number: '+15555550142' });
    for (let i = 0; i < 2; i++)
      expect((await p.post('/otps/authenticate', { token: wrongCode(await codeOf()), method_id: methodId })).status).toBe(404);
    await p.post('/otps/sms/login_or_create', { phone_number: '+15555550142' });
    const blocked = await p.post('/otps/authenticate', { token: await codeOf(), method_id: methodId });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error_type).toBe('too_many_requests');
    expect(blocked.headers.get('retry-after')).toBe(String(15 * 60));

    p.advance(15 * MINUTE);
    await p.post('/otps/sms/login_or_create', { phone_number: '+15555550142' });
    expect((await p.post('/otps/authenticate', { token: await codeOf(), method_id: methodId })).status).toBe(200);
  });

  it('a right code clears the destination’s count', async () => {
    const methodId = (await p.post('/otps/email/login_or_create', { email: 'typo@example.com' })).json.data.method_id;
    for (let i = 0; i < 4; i++) await p.post('/otps/authenticate', { token: wrongCode(await codeOf()), method_id: methodId });
    expect((await p.post('/otps/authenticate', { token: await codeOf(), method_id: methodId })).status).toBe(200);
    await p.post('/otps/email/login_or_create', { email: 'typo@example.com' });
    for (let i = 0; i < 4; i++)
      expect((await p.post('/otps/authenticate', { token: wrongCode(await codeOf()), method_id: methodId })).status).toBe(404);
    expect((await p.post('/otps/authenticate', { token: await codeOf(), method_id: methodId })).status).toBe(200);
  });

  it('expires after 5 minutes by default, or expiration_minutes', async () => {
    const methodId = (await p.post('/otps/email/login_or_create', { email: 'late@example.com' })).json.data.method_id;
    const code = await codeOf();
    p.advance(5 * MINUTE + 1);
    expect((await p.post('/otps/authenticate', { token: code, method_id: methodId })).json.error_type).toBe('otp_code_not_found');
    await p.post('/otps/email/login_or_create', { email: 'late@example.com', expiration_minutes: 10 });
    const longer = await codeOf();
    p.advance(8 * MINUTE);
    expect((await p.post('/otps/authenticate', { token: longer, method_id: methodId })).status).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    const methodId = (await p.post('/otps/email/login_or_create', { email: 'twice@example.com' })).json.data.method_id;
    const old = await codeOf();
    await p.post('/otps/email/login_or_create', { email: 'twice@example.com' });
    const fresh = await codeOf();
    if (old !== fresh) {
      expect((await p.post('/otps/authenticate', { token: old, method_id: methodId })).status).toBe(404);
    }
    expect((await p.post('/otps/authenticate', { token: fresh, method_id: methodId })).status).toBe(200);
  });

  it('stores codes only as hashes', async () => {
    await p.post('/otps/email/login_or_create', { email: 'hash@example.com' });
    const code = await codeOf();
    const rows = p.deps.store.db.all<{ code_hash: string }>('SELECT code_hash FROM otp_codes');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('refuses malformed phone numbers and emails', async () => {
    expect((await p.post('/otps/sms/login_or_create', { phone_number: '555-0123' })).json.error_type).toBe('invalid_phone_number');
    expect((await p.post('/otps/sms/login_or_create', { phone_number: '+1' })).json.error_type).toBe('invalid_phone_number');
    expect((await p.post('/otps/email/login_or_create', { email: 'nope' })).json.error_type).toBe('invalid_email');
    expect((await p.post('/otps/authenticate', { token: 123456, method_id: 'x' })).json.error_message).toBe('token must be a string.');
  });

  it('floods: 429 with Retry-After for the sixth code to one number in a minute', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await p.post('/otps/whatsapp/login_or_create', { phone_number: '+15555550199' })).status).toBe(200);
    }
    const flooded = await p.post('/otps/sms/login_or_create', { phone_number: '+15555550199' });
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(flooded.json.error_type).toBe('too_many_requests');
  });

  it('send/primary needs an existing destination; send/secondary attaches to the session user', async () => {
    expect((await p.post('/otps/sms/send/primary', { phone_number: '+15555550100' })).json.error_type).toBe('phone_number_not_found');
    const auth = await p.signUp('phone@example.com');
    const sent = await p.post('/otps/sms/send/secondary', { phone_number: '+15555550100' }, auth.session_token);
    expect(sent.status).toBe(200);
    const stepUp = await p.post('/otps/authenticate', { token: await codeOf(), method_id: sent.json.data.method_id }, auth.session_token);
    expect(stepUp.json.data.session.session_id).toBe(auth.session.session_id);
    expect(stepUp.json.data.user.phone_numbers[0].phone_number).toBe('+15555550100');
    expect((await p.post('/otps/sms/send/primary', { phone_number: '+15555550100' })).status).toBe(200);
    const email = await p.post('/otps/email/send/primary', { email: 'phone@example.com' });
    expect(email.json.data.method_id).toBe(auth.user.emails[0].email_id);
  });

  it('send/secondary refuses an address that belongs to someone else', async () => {
    await p.signUp('owner@example.com');
    const other = await p.signUp('other@example.com');
    const result = await p.post('/otps/email/send/secondary', { email: 'owner@example.com' }, other.session_token);
    expect(result.json.error_type).toBe('duplicate_email');
  });
});
