import { Hono } from 'hono';
import type { Context } from 'hono';
import { newChallenge, normalizeAddress, verifyChallenge } from '../auth/cryptoChallenge';
import { readSiwe } from '../auth/cryptoSiweParams';
import { completeLogin } from '../auth/login';
import { StartLimiter } from '../auth/startLimiter';
import type { AppEnv, Deps } from '../context';
import { requireSession } from '../http/auth';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { optObject, optStr, readBody, sessionMinutes, str, type Rule } from '../http/validate';
import { CryptoChallenges, type CryptoChallenge, type CryptoWalletType } from '../store/cryptoChallenges';
import type { Factor } from '../store/factors';

const walletType: Rule<CryptoWalletType> = (value, field) => {
  const type = str(value, field);
  if (type !== 'ethereum' && type !== 'solana') {
    throw new ApiError(400, 'invalid_crypto_wallet_type', 'crypto_wallet_type must be "ethereum" or "solana".');
  }
  return type;
};

const START_SHAPE = {
  crypto_wallet_address: str,
  crypto_wallet_type: walletType,
  siwe_params: optObject,
  captcha_token: optStr,
  dfp_telemetry_id: optStr,
};

const AUTHENTICATE_SHAPE = {
  crypto_wallet_address: str,
  crypto_wallet_type: walletType,
  signature: str,
  session_duration_minutes: sessionMinutes,
  captcha_token: optStr,
  dfp_telemetry_id: optStr,
};

const duplicateWallet = () => new ApiError(400, 'duplicate_crypto_wallet', 'Another user already has this crypto wallet.');
const challengeNotFound = () =>
  new ApiError(404, 'crypto_wallet_challenge_not_found', 'No live challenge for this crypto wallet: each challenge is single use; start again.');

export function cryptoWalletsRoutes(deps: Deps) {
  const { store } = deps;
  const challenges = new CryptoChallenges(store.db);
  const limiter = new StartLimiter();
  const app = new Hono<AppEnv>();

  const addWallet = (userId: string, address: string, type: CryptoWalletType) =>
    store.factors.add(userId, 'crypto_wallet', address, deps.now(), { wire: { crypto_wallet_address: address, crypto_wallet_type: type } });

  /**
   * start/primary: the wallet's user, made (pending) the first time the wallet is seen, as login_or_create does. An
   * unsigned wallet on an account in use is a claim nobody proved (an older secondary start left such claims): it
   * is dropped rather than followed, so the owner's signature never opens that account.
   */
  function loginOrCreate(address: string, type: CryptoWalletType) {
    const existing = store.factors.find('crypto_wallet', address);
    if (existing && (existing.verified || store.users.get(existing.user_id)?.status === 'pending'))
      return { userId: existing.user_id, created: false };
    if (existing) store.factors.remove(existing.user_id, 'crypto_wallet', existing.factor_id);
    return { userId: addWallet(store.users.create(deps.now()).user_id, address, type).user_id, created: true };
  }

  async function start(c: Context<AppEnv>, secondary: boolean) {
    const body = await readBody(c, START_SHAPE);
    const joiningUserId = secondary ? requireSession(c, deps).session.user_id : null;
    const type = body.crypto_wallet_type;
    if (body.siwe_params && type !== 'ethereum') throw new ApiError(400, 'invalid_siwe_params', 'siwe_params are only for ethereum wallets.');
    const address = normalizeAddress(type, body.crypto_wallet_address);
    const existing = store.factors.find('crypto_wallet', address);
    if (joiningUserId && existing?.verified && existing.user_id !== joiningUserId) throw duplicateWallet();
    const wantsSiwe = type === 'ethereum' && (body.siwe_params !== undefined || deps.config.siweRequiredForCryptoWallets);
    // The published client always sends the page origin as uri; a caller that sent none signs in to the page it is on.
    const siwe = wantsSiwe ? readSiwe({ ...body.siwe_params, uri: body.siwe_params?.uri ?? c.req.header('x-sdk-parent-host') }) : undefined;
    const challenge = newChallenge(deps, type, address, siwe, joiningUserId);
    limiter.take(c, deps.now());
    const { userId, created } = joiningUserId ? { userId: joiningUserId, created: false } : loginOrCreate(address, type);
    challenges.put(challenge, deps.now());
    return ok(c, { challenge: challenge.message, user_id: userId, user_created: created });
  }

  app.post('/crypto_wallets/authenticate/start/primary', (c) => start(c, false));
  app.post('/crypto_wallets/authenticate/start/secondary', (c) => start(c, true));

  /**
   * After a secondary challenge was signed: the wallet joins the user who started it. An unsigned claim on it by
   * another account (a stranger's primary start) gives way; a signed one means someone else proved it first.
   */
  function join(challenge: CryptoChallenge & { user_id: string }): Factor {
    const existing = store.factors.find('crypto_wallet', challenge.address);
    if (existing?.user_id === challenge.user_id) return existing;
    if (existing?.verified) throw duplicateWallet();
    if (existing) store.factors.remove(existing.user_id, 'crypto_wallet', existing.factor_id);
    return addWallet(challenge.user_id, challenge.address, challenge.wallet_type);
  }

  app.post('/crypto_wallets/authenticate', async (c) => {
    const body = await readBody(c, AUTHENTICATE_SHAPE);
    const type = body.crypto_wallet_type;
    const address = normalizeAddress(type, body.crypto_wallet_address);
    // Taken, not read: whatever the outcome, this challenge has had its one signature check.
    const challenge = challenges.take(type, address);
    if (!challenge) throw challengeNotFound();
    // A secondary challenge belongs to the session's user: only that user's session may answer it.
    if (challenge.user_id !== null && requireSession(c, deps).session.user_id !== challenge.user_id) throw challengeNotFound();
    await verifyChallenge(challenge, body.signature, deps.now());
    const factor = challenge.user_id !== null ? join({ ...challenge, user_id: challenge.user_id }) : store.factors.find('crypto_wallet', address);
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
