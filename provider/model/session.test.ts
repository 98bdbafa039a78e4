// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundedFactor, sessionAttributes } from './session';

describe('session fields are bounded', () => {
  it('keeps at most 512 characters of a user agent and 64 of an address', () => {
    expect(sessionAttributes('f'.repeat(100), 'a'.repeat(1000))).toEqual({ ip_address: 'f'.repeat(64), user_agent: 'a'.repeat(512) });
    expect(sessionAttributes('203.0.113.7', 'Mozilla/5.0')).toEqual({ ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' });
  });

  it('bounds a user agent a factor carries (a passkey registered with one) and leaves the rest alone', () => {
    const factor = {
      type: 'webauthn',
      delivery_method: 'webauthn_registration',
      webauthn_factor: { webauthn_registration_id: 'webauthn-registration-test-1', domain: 'localhost', user_agent: 'u'.repeat(600_000) },
    };
    expect(boundedFactor(factor)).toEqual({ ...factor, webauthn_factor: { ...factor.webauthn_factor, user_agent: 'u'.repeat(512) } });
    const password = { type: 'password', delivery_method: 'knowledge' };
    expect(boundedFactor(password)).toEqual(password);
  });
});
