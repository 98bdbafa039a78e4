// @vitest-environment node
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { buildSiweMessage, checkSiweMessage, isEthereumSignatureOf, normalizeEthereumAddress, type SiweFields } from './cryptoEthereum';

const account = privateKeyToAccount(generatePrivateKey());
const other = privateKeyToAccount(generatePrivateKey());
const NOW = new Date('2030-01-01T00:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

const fields = (overrides: Partial<SiweFields> = {}): SiweFields => ({
  domain: 'localhost:4100',
  uri: 'http://localhost:4100',
  address: account.address,
  nonce: 'a1b2c3d4e5f60718',
  chainId: 1,
  issuedAt: NOW,
  expirationTime: minutes(10),
  ...overrides,
});
const expected = { address: account.address.toLowerCase(), domain: 'localhost:4100', nonce: 'a1b2c3d4e5f60718' };
const problem = (message: string, now = NOW) => {
  try {
    checkSiweMessage(message, expected, now);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('checkSiweMessage: one case per rule', () => {
  it('accepts the message it was issued with, within its window', () => {
    expect(problem(buildSiweMessage(fields()))).toBeUndefined();
    expect(problem(buildSiweMessage(fields()), minutes(9))).toBeUndefined();
  });

  it('expired', () => {
    expect(problem(buildSiweMessage(fields()), minutes(10))).toBe('The signed SIWE message is not valid: it has expired.');
  });

  it('not yet valid', () => {
    const message = buildSiweMessage(fields({ notBefore: minutes(2) }));
    expect(problem(message, minutes(1))).toBe('The signed SIWE message is not valid: it is not valid yet.');
    expect(problem(message, minutes(2))).toBeUndefined();
  });

  it('issued in the future', () => {
    expect(problem(buildSiweMessage(fields({ issuedAt: minutes(1) })))).toBe('The signed SIWE message is not valid: it was issued in the future.');
  });

  it('wrong domain', () => {
    const message = buildSiweMessage(fields({ domain: 'evil.example', uri: 'https://evil.example' }));
    expect(problem(message)).toBe('The signed SIWE message is not valid: its domain is not localhost:4100.');
  });

  it('a URI off its domain', () => {
    expect(problem(buildSiweMessage(fields({ uri: 'https://evil.example/login' })))).toBe(
      'The signed SIWE message is not valid: its URI is not on its domain.',
    );
  });

  it('nonce mismatch', () => {
    expect(problem(buildSiweMessage(fields({ nonce: 'ffffffffffffffff' })))).toBe(
      'The signed SIWE message is not valid: its nonce is not the one this challenge was issued with.',
    );
  });

  it('another address', () => {
    expect(problem(buildSiweMessage(fields({ address: other.address })))).toBe('The signed SIWE message is not valid: it names another address.');
  });

  it('malformed message', () => {
    expect(problem('Sign in to Latch.\n\nNonce: a1b2c3d4e5f60718')).toBe('The signed SIWE message is not valid: it is not an EIP-4361 message.');
    const badDate = buildSiweMessage(fields()).replace(/Issued At: .*/, 'Issued At: yesterday');
    expect(problem(badDate)).toBe('The signed SIWE message is not valid: a date in it is not an RFC 3339 date-time.');
  });
});

describe('isEthereumSignatureOf', () => {
  const message = buildSiweMessage(fields());

  it("is true for the address's personal_sign of the exact text", async () => {
    const signature = await account.signMessage({ message });
    expect(await isEthereumSignatureOf(message, account.address.toLowerCase(), signature)).toBe(true);
  });

  it('is false for another signer, a tampered text or a malformed signature', async () => {
    const signature = await account.signMessage({ message });
    expect(await isEthereumSignatureOf(message, account.address, await other.signMessage({ message }))).toBe(false);
    expect(await isEthereumSignatureOf(message.replace('Chain ID: 1', 'Chain ID: 5'), account.address, signature)).toBe(false);
    expect(await isEthereumSignatureOf(message, account.address, '0x1234')).toBe(false);
    expect(await isEthereumSignatureOf(message, account.address, `0x${'ff'.repeat(65)}`)).toBe(false);
  });
});

describe('normalizeEthereumAddress', () => {
  it('lower-cases a valid address and refuses a wrong checksum or a non-address', () => {
    expect(normalizeEthereumAddress(account.address)).toBe(account.address.toLowerCase());
    const broken = account.address.replace(/[a-f]/, (c) => c.toUpperCase());
    expect(broken === account.address ? undefined : normalizeEthereumAddress(broken)).toBeUndefined();
    expect(normalizeEthereumAddress('0x1234')).toBeUndefined();
  });
});
