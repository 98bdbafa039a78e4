import type { AuthenticationFactor, Session, User } from '../../core/types.js';
import type { LoginConfig } from '../../shell/plugin-api.js';
import { DEFAULT_FACTORS, type SecondFactor } from './options.js';

/** One way to prove a second factor now: the authenticator app, a code to a phone, or a recovery code. */
export type Way = { kind: 'totp' } | { kind: 'sms'; phoneNumber: string } | { kind: 'recovery' };
export type WayKind = Way['kind'];

export const factorsOf = (config: Readonly<LoginConfig>): readonly SecondFactor[] => config.mfaOptions?.factors ?? DEFAULT_FACTORS;

/** Session factor types that only a second step can prove. */
const SECOND_STEP_TYPES = new Set(['totp', 'recovery_code']);

/** What a factor shows the visitor has: a phone for its codes by text or WhatsApp, else its delivery (an inbox, a password…). */
const channelOf = (factor: AuthenticationFactor) =>
  factor.delivery_method === 'sms' || factor.delivery_method === 'whatsapp' ? 'phone' : factor.delivery_method;

/**
 * Whether the session already proves two factors: an authenticator code or a recovery code; a passkey, which is a
 * device unlocked by the visitor's fingerprint, face or PIN; or a code to a phone beside a factor of another kind (a
 * password and a text message; two codes to one phone are one factor).
 */
export function provesTwoFactors(session: Session): boolean {
  const factors = session.authentication_factors;
  if (factors.some((f) => SECOND_STEP_TYPES.has(f.type) || f.delivery_method === 'webauthn_registration')) return true;
  const channels = new Set(factors.map(channelOf));
  return channels.has('phone') && channels.size > 1;
}

export const hasAuthenticatorApp = (user: User) => user.totps.some((t) => t.verified);

/** The phone ids of these factors: a second step by text message to one of them would prove nothing new. */
function phonesOf(factors: readonly AuthenticationFactor[]): Set<string> {
  const ids = factors.map((f) => (f.phone_number_factor as { phone_id?: string } | undefined)?.phone_id);
  return new Set(ids.filter((id): id is string => !!id));
}

/**
 * The ways this visitor can prove a second factor now, in the order the host listed the factors. `provenBefore`: the
 * factors the session signed in with (a login's), none for a step-up, which asks for a fresh proof of any of them.
 */
export function waysFor(user: User, provenBefore: readonly AuthenticationFactor[], config: Readonly<LoginConfig>): Way[] {
  const ways: Way[] = [];
  for (const factor of factorsOf(config)) {
    if (factor === 'totp' && hasAuthenticatorApp(user)) ways.push({ kind: 'totp' });
    if (factor === 'sms') {
      const used = phonesOf(provenBefore);
      const phone = user.phone_numbers.find((p) => p.verified && !used.has(p.phone_id));
      if (phone) ways.push({ kind: 'sms', phoneNumber: phone.phone_number });
    }
  }
  // Recovery codes come with an authenticator app, as the way in when its device is lost.
  if (ways.some((w) => w.kind === 'totp')) ways.push({ kind: 'recovery' });
  return ways;
}

/**
 * Whether a login must stop for the second factor: the session does not prove two yet, and the host requires one or
 * the visitor has set up an authenticator app the host accepts.
 */
export function needsSecondFactor(user: User, session: Session, config: Readonly<LoginConfig>): boolean {
  if (provesTwoFactors(session)) return false;
  return config.mfaOptions?.required === true || (factorsOf(config).includes('totp') && hasAuthenticatorApp(user));
}

/** Dashes as keyboards and word processors type them. */
const DASHES = /[-\u2010-\u2015\u2212\u30fc\uff0d]/g;

/**
 * A recovery code as typed (spaces, full-width characters, upper case, with or without its dashes) in the form the
 * provider issues it: three groups of four letters or digits joined by '-'. Anything else is sent as typed, trimmed.
 */
export function normalizeRecoveryCode(typed: string): string {
  const plain = typed.normalize('NFKC').trim().toLowerCase();
  const compact = plain.replace(/\s+/g, '').replace(DASHES, '');
  return /^[a-z0-9]{12}$/.test(compact) ? (compact.match(/.{4}/g) ?? []).join('-') : plain;
}

/** The authenticator secret in groups of four, as people read and type it (apps ignore the spaces). */
export const groupSecret = (secret: string) => (secret.match(/.{1,4}/g) ?? []).join(' ');
