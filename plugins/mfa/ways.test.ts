// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AuthenticationFactor, Session, User } from '../../core/types.js';
import type { LoginConfig } from '../../shell/plugin-api.js';
import { groupSecret, needsSecondFactor, normalizeRecoveryCode, provesTwoFactors, waysFor } from './ways.js';

const at = '2026-01-01T00:00:00Z';
const password: AuthenticationFactor = { type: 'password', delivery_method: 'knowledge', last_authenticated_at: at };
const emailCode: AuthenticationFactor = { type: 'otp', delivery_method: 'email', last_authenticated_at: at };
const smsCode = (phone_id: string): AuthenticationFactor => ({
  type: 'otp',
  delivery_method: 'sms',
  last_authenticated_at: at,
  phone_number_factor: { phone_id, phone_number: '+12025550101' },
});
const totp: AuthenticationFactor = { type: 'totp', delivery_method: 'authenticator_app', last_authenticated_at: at };
const recovery: AuthenticationFactor = { type: 'recovery_code', delivery_method: 'recovery_code', last_authenticated_at: at };
const passkey: AuthenticationFactor = { type: 'webauthn', delivery_method: 'webauthn_registration', last_authenticated_at: at };

const session = (...authentication_factors: AuthenticationFactor[]) => ({ authentication_factors }) as Session;
const user = (parts: Partial<User> = {}) => ({ user_id: 'user-1', totps: [], phone_numbers: [], ...parts }) as User;
const withApp = user({ totps: [{ totp_id: 'totp-1', verified: true }] });
const withPhone = user({ phone_numbers: [{ phone_id: 'phone-1', phone_number: '+12025550101', verified: true }] });
const config = (mfaOptions?: LoginConfig['mfaOptions']) => ({ products: ['passwords', 'mfa'], ...(mfaOptions && { mfaOptions }) }) as LoginConfig;

describe('provesTwoFactors', () => {
  it('takes an authenticator or recovery code, a passkey, or a text code beside a factor of another kind', () => {
    expect(provesTwoFactors(session(password, totp))).toBe(true);
    expect(provesTwoFactors(session(password, recovery))).toBe(true);
    expect(provesTwoFactors(session(passkey))).toBe(true);
    expect(provesTwoFactors(session(password, smsCode('phone-1')))).toBe(true);
    expect(provesTwoFactors(session(emailCode, smsCode('phone-1')))).toBe(true);
  });

  it('does not take one factor, or two codes to one phone', () => {
    expect(provesTwoFactors(session(password))).toBe(false);
    expect(provesTwoFactors(session(smsCode('phone-1')))).toBe(false);
    expect(provesTwoFactors(session(smsCode('phone-1'), { ...smsCode('phone-1'), delivery_method: 'whatsapp' }))).toBe(false);
    expect(provesTwoFactors(session(password, emailCode))).toBe(false);
  });
});

describe('needsSecondFactor', () => {
  it('holds a visitor who set up an authenticator app, and every visitor when required', () => {
    expect(needsSecondFactor(withApp, session(password), config())).toBe(true);
    expect(needsSecondFactor(user(), session(password), config())).toBe(false);
    expect(needsSecondFactor(user(), session(password), config({ required: true }))).toBe(true);
  });

  it('lets through a session that already proves two factors, and an app the host does not accept', () => {
    expect(needsSecondFactor(withApp, session(password, totp), config())).toBe(false);
    expect(needsSecondFactor(withApp, session(passkey), config({ required: true }))).toBe(false);
    expect(needsSecondFactor(withApp, session(password), config({ factors: ['sms'] }))).toBe(false);
  });
});

describe('waysFor', () => {
  it('lists the ways in the host’s order, with recovery codes after an app', () => {
    const both = user({ ...withApp, phone_numbers: withPhone.phone_numbers });
    expect(waysFor(both, [password], config({ factors: ['totp', 'sms'] }))).toEqual([
      { kind: 'totp' },
      { kind: 'sms', phoneNumber: '+12025550101' },
      { kind: 'recovery' },
    ]);
    expect(waysFor(both, [password], config({ factors: ['sms', 'totp'] })).map((w) => w.kind)).toEqual(['sms', 'totp', 'recovery']);
    expect(waysFor(both, [password], config()).map((w) => w.kind)).toEqual(['totp', 'recovery']);
  });

  it('offers no text to the phone the login was made with, nor to an unverified one; a step-up may use it', () => {
    expect(waysFor(withPhone, [smsCode('phone-1')], config({ factors: ['sms'] }))).toEqual([]);
    expect(waysFor(withPhone, [], config({ factors: ['sms'] }))).toEqual([{ kind: 'sms', phoneNumber: '+12025550101' }]);
    const unverified = user({ phone_numbers: [{ phone_id: 'phone-2', phone_number: '+12025550102', verified: false }] });
    expect(waysFor(unverified, [], config({ factors: ['sms'] }))).toEqual([]);
  });
});

describe('normalizeRecoveryCode', () => {
  it('reads a code typed with spaces, in capitals, full-width, or without its dashes', () => {
    for (const typed of ['abcd-ef01-2345', ' ABCD-EF01-2345 ', 'abcd ef01 2345', 'abcdef012345', 'ａｂｃｄ－ｅｆ０１－２３４５', 'abcd–ef01–2345'])
      expect(normalizeRecoveryCode(typed)).toBe('abcd-ef01-2345');
  });

  it('sends anything else as typed, trimmed', () => {
    expect(normalizeRecoveryCode('  not a code ')).toBe('not a code');
  });
});

it('groups a secret by four for reading', () => {
  expect(groupSecret('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
});
