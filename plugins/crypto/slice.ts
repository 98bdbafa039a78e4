import { cryptoWalletAuthenticate, cryptoWalletAuthenticateStart } from '../../core/api/cryptoWallets.js';
import { ApiError } from '../../core/errors.js';
import type { User } from '../../core/types.js';
import { sessionMinutes, type PluginContext, type PluginSlice } from '../../shell/plugin-api.js';
import { watchWallets, type WalletHandle } from './detect.js';
import { requestAddress, signChallenge } from './walletCalls.js';
import { WALLET_IDS, type WalletId } from './wallets.js';

/** SPEC §3 cryptoState, plus the wallets found on the page, in button order. */
export interface CryptoState {
  walletOption: WalletId;
  walletAddress: string;
  walletChallenge: string;
  detected: WalletId[];
}

export interface CryptoActions {
  /** Starts watching the page for wallets; returns the teardown. */
  watch(): () => void;
  /** A wallet button: saves the wallet and opens CryptoConnect, which connects it. */
  choose(wallet: WalletId): void;
  /** CryptoConnect's work: the wallet's account, then a challenge for it; CryptoSignMessage next, CryptoError on failure. */
  connect(signal: AbortSignal): Promise<void>;
  /** CryptoSignMessage's work: the wallet signs the challenge and the provider checks it; CryptoConfirmation next. */
  sign(signal: AbortSignal): Promise<void>;
  /**
   * The account's wallets: connects `wallet`, has it sign a challenge started with the session (start/secondary), and
   * the provider joins it to the signed-in user; resolves to that user. A failure carries its `stage` and its `cause`.
   */
  link(wallet: WalletId): Promise<User>;
}

declare module '../../shell/registries.js' {
  interface ProductRegistry {
    crypto: { state: CryptoState; actions: CryptoActions };
  }
}

type Failure = 'crypto.error.connect' | 'crypto.error.sign';

/**
 * SPEC §8: any failure shows CryptoError and reports the stage's fixed text to onError; a provider error keeps its
 * error_type so the host can tell why.
 */
function fail(ctx: PluginContext, text: Failure, error: unknown) {
  ctx.navigate('CryptoError');
  const message = ctx.t(text);
  ctx.setError(error instanceof ApiError ? new ApiError({ ...error, error_message: message }) : new Error(message));
}

export const cryptoSlice: PluginSlice<'crypto'> = {
  initial: { walletOption: 'metamask', walletAddress: '', walletChallenge: '', detected: [] },
  actions(set, get, ctx) {
    // Wallet providers are live objects: kept here, out of the store, which freezes what it holds.
    let wallets = new Map<WalletId, WalletHandle>();
    const walletFor = (id: WalletId) => {
      const wallet = wallets.get(id);
      if (!wallet) throw new Error('The wallet is no longer on the page.');
      return wallet;
    };
    return {
      watch: () =>
        watchWallets(window, (found) => {
          wallets = found;
          const detected = WALLET_IDS.filter((id) => found.has(id));
          if (detected.join() !== get().detected.join()) set((s) => void (s.detected = detected));
        }),
      choose(wallet) {
        set((s) => {
          s.walletOption = wallet;
          s.walletAddress = '';
          s.walletChallenge = '';
        });
        ctx.navigate('CryptoConnect');
      },
      async connect(signal) {
        try {
          const wallet = walletFor(get().walletOption);
          const address = await requestAddress(wallet);
          if (signal.aborted) return;
          const { challenge } = await cryptoWalletAuthenticateStart(ctx.client, { crypto_wallet_address: address, crypto_wallet_type: wallet.chain });
          if (signal.aborted) return;
          set((s) => {
            s.walletAddress = address;
            s.walletChallenge = challenge;
          });
          ctx.navigate('CryptoSignMessage');
        } catch (error) {
          if (!signal.aborted) fail(ctx, 'crypto.error.connect', error);
        }
      },
      async link(wallet) {
        let stage: 'connect' | 'sign' = 'connect';
        try {
          const handle = walletFor(wallet);
          const address = await requestAddress(handle);
          const { challenge } = await cryptoWalletAuthenticateStart(ctx.client, { crypto_wallet_address: address, crypto_wallet_type: handle.chain });
          stage = 'sign';
          const signature = await signChallenge(handle, challenge, address);
          const signed = {
            crypto_wallet_address: address,
            crypto_wallet_type: handle.chain,
            signature,
            session_duration_minutes: sessionMinutes(ctx.config),
          };
          return (await cryptoWalletAuthenticate(ctx.client, signed)).user;
        } catch (cause) {
          throw Object.assign(new Error(`The wallet could not be linked at its ${stage} step.`), { stage, cause });
        }
      },
      async sign(signal) {
        try {
          const { walletOption, walletAddress, walletChallenge } = get();
          const wallet = walletFor(walletOption);
          const signature = await signChallenge(wallet, walletChallenge, walletAddress);
          if (signal.aborted) return;
          await cryptoWalletAuthenticate(ctx.client, {
            crypto_wallet_address: walletAddress,
            crypto_wallet_type: wallet.chain,
            signature,
            session_duration_minutes: sessionMinutes(ctx.config),
          });
          // A challenge is good for one check.
          set((s) => void (s.walletChallenge = ''));
          if (!signal.aborted) ctx.loginComplete('CryptoConfirmation');
        } catch (error) {
          if (!signal.aborted) fail(ctx, 'crypto.error.sign', error);
        }
      },
    };
  },
};
