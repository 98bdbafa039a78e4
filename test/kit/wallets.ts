/**
 * Test wallets for Chromium: no wallet extension exists in a test browser, so these stand in for one. The page gets
 * a small provider object (EIP-1193 with an EIP-6963 announcement, or a Phantom-style Solana object); every call it
 * takes goes through `exposeFunction` to Node, where a real key signs (a viem local account; an ed25519 key from
 * @noble/curves). Keys never enter the page. Install before the page loads.
 *
 * viem, @noble/curves and bs58 are optional peer dependencies of the package, loaded only when a wallet is installed,
 * so a host's test that uses only the inbox or the authenticator needs none of them.
 */
import type { BrowserContext } from 'playwright-core';

/** A 0x-prefixed hex string (viem's `Hex`, spelled here so the types need no viem). */
type Hex = `0x${string}`;

type Answer = { result: unknown } | { error: { code: number; message: string } };

/** What the tests steer: refusals, held answers, and what was signed. */
class WalletControl {
  private readonly refusing = new Set<string>();
  private readonly holding = new Map<string, Promise<void>>();
  /** Methods the page called, in order. */
  readonly calls: string[] = [];
  /** The texts the wallet signed, in order. */
  readonly signed: string[] = [];

  /** The next call of `method` is refused, as a person pressing Reject (EIP-1193 code 4001). */
  refuseNext(method: string): void {
    this.refusing.add(method);
  }

  /** The next call of `method` waits until `release()`: the wallet's window is open and unanswered. */
  holdNext(method: string): { release(): void } {
    let release!: () => void;
    this.holding.set(method, new Promise<void>((resolve) => (release = resolve)));
    return { release: () => release() };
  }

  async answer(method: string, work: () => Promise<unknown> | unknown): Promise<Answer> {
    this.calls.push(method);
    const held = this.holding.get(method);
    this.holding.delete(method);
    await held;
    if (this.refusing.delete(method)) return { error: { code: 4001, message: 'User rejected the request.' } };
    try {
      return { result: await work() };
    } catch (error) {
      return { error: { code: 4200, message: error instanceof Error ? error.message : String(error) } };
    }
  }
}

/** Page-side glue: calls Node through the binding and turns an error answer into the thrown EIP-1193 error. */
const callerSource = (binding: string) => `
  const call = async (method, params) => {
    const answer = await window[${JSON.stringify(binding)}](method, params);
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result;
  };`;

export interface EthereumWalletOptions {
  /** The account's key; a fresh one by default. */
  privateKey?: Hex;
  /** Signs with this key instead of the account's: a wallet whose signatures the provider must refuse. */
  signingKey?: Hex;
  /** The EIP-6963 announcement; `false` for none. @default MetaMask's */
  announce?: { name: string; rdns: string } | false;
  /** Also set `window.ethereum`, with these flags (e.g. `{ isMetaMask: true }`). @default not set */
  inject?: Record<string, boolean>;
}

export class EthereumTestWallet extends WalletControl {
  constructor(readonly address: Hex) {
    super();
  }
}

/** Installs an Ethereum wallet in every page the context opens from now on. */
export async function installEthereumWallet(context: BrowserContext, options: EthereumWalletOptions = {}): Promise<EthereumTestWallet> {
  const [{ hexToString, isHex }, { generatePrivateKey, privateKeyToAccount }] = await Promise.all([import('viem'), import('viem/accounts')]);
  const account = privateKeyToAccount(options.privateKey ?? generatePrivateKey());
  const signer = options.signingKey ? privateKeyToAccount(options.signingKey) : account;
  const wallet = new EthereumTestWallet(account.address);
  const binding = `__latchTestEthereum_${crypto.randomUUID().replace(/-/g, '')}`;
  await context.exposeFunction(binding, (method: string, params: unknown[]) =>
    wallet.answer(method, async () => {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address.toLowerCase()];
        case 'eth_chainId':
          return '0x1';
        case 'personal_sign': {
          // personal_sign's data is hex of the bytes to sign; a wallet also takes plain text.
          const data = String(params[0]);
          wallet.signed.push(isHex(data) ? hexToString(data) : data);
          return signer.signMessage({ message: isHex(data) ? { raw: data } : data });
        }
        default:
          throw new Error(`The test wallet does not support ${method}.`);
      }
    }),
  );
  const announcement = options.announce ?? { name: 'MetaMask', rdns: 'io.metamask' };
  const info = announcement && {
    uuid: crypto.randomUUID(),
    name: announcement.name,
    rdns: announcement.rdns,
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  };
  await context.addInitScript(`(() => {
    ${callerSource(binding)}
    const provider = Object.assign({ request: ({ method, params }) => call(method, params || []), on() {}, removeListener() {} }, ${JSON.stringify(options.inject ?? {})});
    const info = ${JSON.stringify(info)};
    if (info) {
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: Object.freeze(info), provider }) }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    }
    if (${JSON.stringify(Boolean(options.inject))}) window.ethereum = provider;
  })();`);
  return wallet;
}

export class SolanaTestWallet extends WalletControl {
  constructor(readonly address: string) {
    super();
  }
}

/** Installs a Phantom-style Solana wallet (`window.solana` and `window.phantom.solana`) in the context's pages. */
export async function installSolanaWallet(context: BrowserContext, options: { isPhantom?: boolean } = {}): Promise<SolanaTestWallet> {
  const [{ ed25519 }, { default: bs58 }] = await Promise.all([import('@noble/curves/ed25519.js'), import('bs58')]);
  const secret = ed25519.utils.randomSecretKey();
  const wallet = new SolanaTestWallet(bs58.encode(ed25519.getPublicKey(secret)));
  const binding = `__latchTestSolana_${crypto.randomUUID().replace(/-/g, '')}`;
  await context.exposeFunction(binding, (method: string, params: unknown[]) =>
    wallet.answer(method, () => {
      if (method === 'connect') return wallet.address;
      if (method !== 'signMessage') throw new Error(`The test wallet does not support ${method}.`);
      const message = Uint8Array.from(params[0] as number[]);
      wallet.signed.push(new TextDecoder().decode(message));
      return Array.from(ed25519.sign(message, secret));
    }),
  );
  await context.addInitScript(`(() => {
    ${callerSource(binding)}
    const provider = {
      isPhantom: ${JSON.stringify(options.isPhantom ?? true)},
      publicKey: null,
      isConnected: false,
      connect: async () => {
        const address = await call('connect', []);
        provider.publicKey = { toString: () => address, toBase58: () => address };
        provider.isConnected = true;
        return { publicKey: provider.publicKey };
      },
      disconnect: async () => {
        provider.publicKey = null;
        provider.isConnected = false;
      },
      signMessage: async (message) => ({ signature: Uint8Array.from(await call('signMessage', [Array.from(message)])), publicKey: provider.publicKey }),
      on() {},
      off() {},
    };
    window.solana = provider;
    if (provider.isPhantom) window.phantom = { solana: provider };
  })();`);
  return wallet;
}
