import { Hono } from 'hono';
import type { Context } from 'hono';
import { newChallenge, normalizeAddress, verifyChallenge, type SiweRequest } from '../auth/cryptoChallenge';
import { completeLogin } from '../auth/login';
import type { AppEnv, Deps } from '../context';
import { requireSession } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { ok } from '../http/respond';
import { optObject, optStr, readBody, sessionMinutes, str, type Rule } from '../http/validate';
import { CryptoChallenges, type CryptoWalletType } from '../store/cryptoChallenges';
import type { Factor } from '../store/factors';

const walletType: Rule<CryptoWalletType> = (value, field) => {
  const type = str(value, field);
  if (type !== 'ethereum' && type !== 'solana') {
    throw new ApiError(400, 'invalid_crypto_wallet_type', 'crypto_wallet_type must be "ethereum" or "solana".');
  }
  return type;
};

const optStrArray: Rule<string[] | undefined> = (value, field) => {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw badRequest(`${field} must be an array of strings.`);
  return value as string[];
};

const optChainId: Rule<string | number | undefined> = (value, field) =>
  typeof value === 'number' ? value : optStr(value, field);

/** Field rules of siwe_params; field names in errors carry the `siwe_params.` prefix. */
function readSiwe(raw: Record<string, unknown>): SiweRequest {
  const rules = { uri: optStr, chain_id: optChainId, issued_at: optStr, statement: optStr, not_before: optStr, message_request_id: optStr, resources: optStrArray };
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = rule(raw[field], `siwe_params.${field}`);
    if (value !== undefined) out[field] = value;
  }
  return out as SiweRequest;
}

const START_SHAPE = { crypto_wallet_address: str, crypto_wallet_type: walletType, siwe_params: optObject, captcha_token: optStr, dfp_telemetry_id: optStr };

const AUTHENTICATE_SHAPE = {
  crypto_wallet_address: str,
  crypto_wallet_type: walletType,
  signature: str,
  session_duration_minutes: sessionMinutes,
  captcha_token: optStr,
  dfp_telemetry_id: optStr,
};

type Owner = (c: Context<AppEnv>, address: string, type: CryptoWalletType) => { factor: Factor; created: boolean };

export function cryptoWalletsRoutes(deps: Deps) {
  const { store } = deps;
  const challenges = new CryptoChallenges(store.db);
  const app = new Hono<AppEnv>();

  const addWallet = (userId: string, address: string, type: CryptoWalletType) =>
    store.factors.add(userId, 'crypto_wallet', address, deps.now(), { wire: { crypto_wallet_address: address, crypto_wallet_type: type } });

  /** start/primary: the wallet's user, made (pending) the first time the wallet is seen, as login_or_create does. */
  const loginOrCreate: Owner = (_c, address, type) => {
    const existing = store.factors.find('crypto_wallet', address);
    if (existing) return { factor: existing, created: false };
    return { factor: addWallet(store.users.create(deps.now()).user_id, address, type), created: true };
  };

  /** start/secondary: the wallet joins the signed-in user, unless another user already has it. */
  const attach: Owner = (c, address, type) => {
    const userId = requireSession(c, deps).session.user_id;
    const existing = store.factors.find('crypto_wallet', address);
    if (existing && existing.user_id !== userId) {
      throw new ApiError(400, 'duplicate_crypto_wallet', 'Another user already has this crypto wallet.');
    }
    return { factor: existing ?? addWallet(userId, address, type), created: false };
  };

  async function start(c: Context<AppEnv>, owner: Owner) {
    const body = await readBody(c, START_SHAPE);
    const type = body.crypto_wallet_type;
    if (body.siwe_params && type !== 'ethereum') throw new ApiError(400, 'invalid_siwe_params', 'siwe_params are only for ethereum wallets.');
    const address = normalizeAddress(type, body.crypto_wallet_address);
    const wantsSiwe = type === 'ethereum' && (body.siwe_params !== undefined || deps.config.siweRequiredForCryptoWallets);
    // The published client always sends the page origin as uri; a caller that sent none signs in to the page it is on.
    const siwe = wantsSiwe ? { uri: c.req.header('x-sdk-parent-host'), ...readSiwe(body.siwe_params ?? {}) } : undefined;
    const challenge = newChallenge(deps, type, address, siwe);
    const { factor, created } = owner(c, address, type);
    challenges.put(challenge);
    return ok(c, { challenge: challenge.message, user_id: factor.user_id, user_created: created });
  }

  app.post('/crypto_wallets/authenticate/start/primary', (c) => start(c, loginOrCreate));
  app.post('/crypto_wallets/authenticate/start/secondary', (c) => start(c, attach));

  app.post('/crypto_wallets/authenticate', async (c) => {
    const body = await readBody(c, AUTHENTICATE_SHAPE);
    const type = body.crypto_wallet_type;
    const address = normalizeAddress(type, body.crypto_wallet_address);
    // Taken, not read: whatever the outcome, this challenge has had its one signature check.
    const challenge = challenges.take(type, address);
    if (!challenge) {
      throw new ApiError(404, 'crypto_wallet_challenge_not_found', 'No live challenge for this crypto wallet: each challenge is single use; start again.');
    }
    await verifyChallenge(challenge, body.signature, deps.now());
    const factor = store.factors.find('crypto_wallet', address);
    if (!factor) throw new ApiError(404, 'crypto_wallet_not_found', 'This crypto wallet was removed from its user.');
    store.factors.verify(factor.factor_id);
    const proven = {
      type: 'crypto',
      delivery_method: 'crypto_wallet',
      crypto_wallet_factor: { crypto_wallet_id: factor.factor_id, crypto_wallet_address: address, crypto_wallet_type: type },
    };
    return ok(c, await completeLogin(c, deps, factor.user_id, proven, body.session_duration_minutes));
  });

  return app;
}
