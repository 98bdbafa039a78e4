import { describe, expect, it } from 'vitest';
import { accountUser } from '../../test/support/account.js';
import { isLastWay, recentlyConfirmed, waysIn } from './lastWay.js';

const wallet = (id: string, verified: boolean) => ({
  crypto_wallet_id: id,
  crypto_wallet_address: `0x${id}`,
  crypto_wallet_type: 'ethereum',
  verified,
});

describe('the ways in', () => {
  it('count every email and phone, passkey, provider and signed wallet, but no second factor nor an unsigned wallet', () => {
    const user = accountUser({
      emails: [{ email_id: 'e1', email: 'a@example.com', verified: false }],
      phone_numbers: [{ phone_id: 'p1', phone_number: '+14155550100', verified: true }],
      totps: [{ totp_id: 't1', verified: true }],
      crypto_wallets: [wallet('w1', true), wallet('w2', false)],
    });
    expect(waysIn(user)).toEqual(['e1', 'p1', 'w1']);
  });

  it('the last one may not be removed; any other may', () => {
    const alone = accountUser({ totps: [{ totp_id: 't1', verified: true }] });
    expect(isLastWay(alone, 'email-1')).toBe(true);
    expect(isLastWay(alone, 't1')).toBe(false);
    expect(isLastWay(accountUser({ crypto_wallets: [wallet('w1', true)] }), 'email-1')).toBe(false);
  });
});

describe('a recent sign-in', () => {
  const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1, 12) - minutesAgo * 60_000).toISOString();
  const now = Date.UTC(2026, 0, 1, 12);
  it('is an email or phone proven within 5 minutes; a password or an older proof is not', () => {
    expect(recentlyConfirmed([{ delivery_method: 'email', last_authenticated_at: at(4) }], now)).toBe(true);
    expect(recentlyConfirmed([{ delivery_method: 'sms', last_authenticated_at: at(5) }], now)).toBe(true);
    expect(recentlyConfirmed([{ delivery_method: 'email', last_authenticated_at: at(6) }], now)).toBe(false);
    expect(recentlyConfirmed([{ delivery_method: 'knowledge', last_authenticated_at: at(0) }], now)).toBe(false);
  });
});
