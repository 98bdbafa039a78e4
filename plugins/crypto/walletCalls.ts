import bs58 from 'bs58';
import type { WalletHandle } from './detect.js';

/** personal_sign takes the message as hex of its UTF-8 bytes (EIP-1193 wallets also accept text, but hex is unambiguous). */
const utf8Hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** Asks the wallet for its account: the window that asks the person to connect. Resolves to the address. */
export async function requestAddress(wallet: WalletHandle): Promise<string> {
  if (wallet.chain === 'ethereum') {
    const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' });
    const [address] = Array.isArray(accounts) ? accounts : [];
    if (typeof address !== 'string' || address === '') throw new Error('The wallet returned no account.');
    return address;
  }
  const connected = await wallet.provider.connect();
  const address = (connected?.publicKey ?? wallet.provider.publicKey)?.toString();
  if (!address) throw new Error('The wallet returned no public key.');
  return address;
}

/** Has the wallet sign the challenge: personal_sign for Ethereum, signMessage for Solana with the signature in base58. */
export async function signChallenge(wallet: WalletHandle, challenge: string, address: string): Promise<string> {
  if (wallet.chain === 'ethereum') {
    const signature = await wallet.provider.request({ method: 'personal_sign', params: [utf8Hex(challenge), address] });
    if (typeof signature !== 'string') throw new Error('The wallet returned no signature.');
    return signature;
  }
  const { signature } = await wallet.provider.signMessage(new TextEncoder().encode(challenge), 'utf8');
  return bs58.encode(signature);
}
