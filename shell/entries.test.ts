import { describe, expect, it } from 'vitest';
import { normalizeConfig, planEntry } from './entries.js';
import type { BuiltInProductId, LoginConfig } from './plugin-api.js';

const config = (products: string[]) => normalizeConfig({ products: products as BuiltInProductId[] } as Partial<LoginConfig>);

describe('planEntry for an entry that acts for a signed-in user (identity provider)', () => {
  it('loads its owner first, then the listed login products, when no session is held', () => {
    expect(planEntry('identityProvider', config(['otp', 'passwords']))).toEqual({ ok: true, products: ['idp', 'otp', 'passwords'] });
  });

  it('loads only its owner when a session is held', () => {
    expect(planEntry('identityProvider', config(['otp']), {}, { signedIn: true })).toEqual({ ok: true, products: ['idp'] });
  });

  it('takes the default login products when none are listed, and ignores the owner listed as one', () => {
    expect(planEntry('identityProvider', config([]))).toEqual({ ok: true, products: ['idp', 'emailMagicLinks'] });
    expect(planEntry('identityProvider', config(['idp']))).toEqual({ ok: true, products: ['idp', 'emailMagicLinks'] });
    expect(planEntry('identityProvider', config(['idp', 'otp']))).toEqual({ ok: true, products: ['idp', 'otp'] });
  });

  it('refuses a login product list the login entry would refuse', () => {
    expect(planEntry('identityProvider', config(['fax']))).toEqual({ ok: false, refusal: ['config.unknownProduct', { product: 'fax' }] });
  });
});

describe('planEntry for the other entries', () => {
  it('loads only the owner of the reset entry, whatever the session', () => {
    expect(planEntry('resetPassword', config(['otp']))).toEqual({ ok: true, products: ['passwords'] });
  });

  it('loads the listed products for a login', () => {
    expect(planEntry('login', config(['otp', 'emailMagicLinks']))).toEqual({ ok: true, products: ['otp', 'emailMagicLinks'] });
  });
});

describe('planEntry for the account entry', () => {
  it('loads the shell’s account page first, then the listed products whatever the session, one that cannot sign in alone included', () => {
    expect(planEntry('account', config(['otp', 'passkeys']))).toEqual({ ok: true, products: ['account', 'otp', 'passkeys'] });
    expect(planEntry('account', config(['passkeys']), {}, { signedIn: true })).toEqual({ ok: true, products: ['account', 'passkeys'] });
  });

  it('refuses an unknown product, and the page itself as a login product', () => {
    expect(planEntry('account', config(['fax']))).toEqual({ ok: false, refusal: ['config.unknownProduct', { product: 'fax' }] });
    expect(planEntry('login', config(['account']))).toEqual({ ok: false, refusal: ['config.notLogin', { product: 'account' }] });
  });
});
