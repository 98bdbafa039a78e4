import { DEFAULT_SESSION_MINUTES, checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { AuthResponse, Common } from '../types.js';

/** SPEC §3 wallet types; EVM-compatible chains count as ethereum. */
export type CryptoWalletType = 'ethereum' | 'solana';

/** Sign-In With Ethereum fields (EIP-4361) a caller may set; the provider fills in the rest. */
export interface SiweParams {
  /** @default the page's origin */
  uri?: string;
  chain_id?: string;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

export interface CryptoWalletStartOptions {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  siwe_params?: SiweParams;
}

export interface CryptoWalletAuthenticateOptions {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  signature: string;
  /** @default 30 */
  session_duration_minutes?: number;
}

/** `challenge` is the exact text the wallet must sign. */
export type CryptoWalletChallenge = Common & { challenge: string; user_id?: string; user_created?: boolean };

const siweChecks = {
  uri: 'optionalString',
  chain_id: 'optionalString',
  issued_at: 'optionalString',
  statement: 'optionalString',
  not_before: 'optionalString',
  message_request_id: 'optionalString',
  resources: 'optionalStringArray',
} as const;

const pageOrigin = () => (typeof location === 'undefined' ? undefined : location.origin);

/**
 * Asks the provider for a challenge for this wallet: to `start/secondary` when a session exists (the wallet
 * joins the signed-in user), `start/primary` otherwise. SIWE parameters go out only for Ethereum and only when the
 * project requires SIWE (CONTRACT §5); their `uri` defaults to the page's origin.
 */
export async function cryptoWalletAuthenticateStart(client: CoreClient, options: CryptoWalletStartOptions): Promise<CryptoWalletChallenge> {
  const call = 'cryptoWallets.authenticateStart';
  checkArgs(call, { ...options }, { crypto_wallet_address: 'string', crypto_wallet_type: 'string', siwe_params: 'optionalObject' });
  if (options.siwe_params) checkArgs(call, { ...options.siwe_params }, siweChecks);
  const { siweRequiredForCryptoWallets } = await client.bootstrap.get();
  const body: Record<string, unknown> = { crypto_wallet_address: options.crypto_wallet_address, crypto_wallet_type: options.crypto_wallet_type };
  if (siweRequiredForCryptoWallets && options.crypto_wallet_type === 'ethereum') {
    body.siwe_params = { ...options.siwe_params, uri: options.siwe_params?.uri || pageOrigin() };
  }
  const route = client.session.getSync() ? 'secondary' : 'primary';
  return client.transport.request({ method: 'POST', path: `/crypto_wallets/authenticate/start/${route}`, body, protect: 'captcha' });
}

/** Sends the wallet's signature of the challenge; on success the session is stored before the promise resolves. */
export async function cryptoWalletAuthenticate(client: CoreClient, options: CryptoWalletAuthenticateOptions): Promise<AuthResponse> {
  const body = { ...options, session_duration_minutes: options.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('cryptoWallets.authenticate', body, {
    signature: 'string',
    crypto_wallet_address: 'string',
    crypto_wallet_type: 'string',
    session_duration_minutes: 'number',
  });
  const response = await client.transport.request<AuthResponse>({ method: 'POST', path: '/crypto_wallets/authenticate', body, protect: 'full' });
  client.session.storeAuthResponse(response);
  return response;
}
