import { Hono } from 'hono';
import type { Context } from 'hono';
import { attachContact, findOrCreateContact, requireContact } from '../auth/accounts';
import type { Recipient } from '../auth/accounts';
import { attemptKeys } from '../auth/attempts';
import { proveContact } from '../auth/contactProof';
import { addMinutes, completeLogin } from '../auth/login';
import { DEFAULT_OTP_EXPIRY_MINUTES, OTP_MAX_FAILED_ATTEMPTS, newOtpCode } from '../auth/otp';
import type { AppEnv, Deps } from '../context';
import { requireSession } from '../http/auth';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { checkEmail, checkPhone, expiryMinutes, optBool, optStr, readBody, sessionMinutes, str } from '../http/validate';
import { deliver } from '../inbox/deliver';
import { word } from '../inbox/wording';
import type { OtpChannel } from '../store/otpCodes';
import { PendingContacts } from '../store/pendingContacts';

const CHANNELS: OtpChannel[] = ['email', 'sms', 'whatsapp'];

const EMAIL_SHAPE = {
  email: str,
  expiration_minutes: expiryMinutes,
  login_template_id: optStr,
  signup_template_id: optStr,
  locale: optStr,
};
const PHONE_SHAPE = { phone_number: str, expiration_minutes: expiryMinutes, enable_autofill: optBool, locale: optStr };

type PickRecipient = (c: Context<AppEnv>, kind: 'email' | 'phone_number', value: string) => Recipient;

const otpNotFound = () =>
  new ApiError(
    404,
    'otp_code_not_found',
    'An otp_code for this method_id could not be found: the code is wrong, expired, already used, or was tried too many times.',
  );

export function otpsRoutes(deps: Deps) {
  const { store } = deps;
  const app = new Hono<AppEnv>();
  const pending = new PendingContacts(store.db);

  async function send(c: Context<AppEnv>, channel: OtpChannel, pick: PickRecipient) {
    const body = channel === 'email' ? await readBody(c, EMAIL_SHAPE) : await readBody(c, PHONE_SHAPE);
    const kind = channel === 'email' ? 'email' : 'phone_number';
    const destination = 'email' in body ? checkEmail(body.email) : checkPhone(body.phone_number);
    deps.limiter.take(destination, deps.now());
    const recipient = pick(c, kind, destination);
    const minutes = body.expiration_minutes ?? DEFAULT_OTP_EXPIRY_MINUTES;
    const code = newOtpCode();
    store.otpCodes.put(recipient.factor_id, recipient.user_id, channel, code, addMinutes(deps.now(), minutes));
    // Worded in the send's locale, as the hosted service words its own.
    const fill = { project: deps.config.projectName, code, minutes };
    deliver(deps, {
      channel,
      to: destination,
      subject: word(body.locale, channel === 'email' ? 'otpEmailSubject' : 'otpPhoneSubject', fill),
      body: word(body.locale, 'otpBody', fill),
      code,
      link: null,
    });
    return ok(c, { method_id: recipient.factor_id });
  }

  for (const channel of CHANNELS) {
    app.post(`/otps/${channel}/login_or_create`, (c) => send(c, channel, (_c, kind, value) => findOrCreateContact(deps, kind, value).factor));
    app.post(`/otps/${channel}/send/primary`, (c) => send(c, channel, (_c, kind, value) => requireContact(deps, kind, value)));
    app.post(`/otps/${channel}/send/secondary`, (c) =>
      send(c, channel, (ctx, kind, value) => attachContact(deps, pending, requireSession(ctx, deps).session.user_id, kind, value)),
    );
  }

  app.post('/otps/authenticate', async (c) => {
    const body = await readBody(c, { token: str, method_id: str, session_duration_minutes: sessionMinutes });
    const otp = store.otpCodes.get(body.method_id);
    if (!otp) throw otpNotFound();
    if (new Date(otp.expires_at) <= deps.now()) {
      store.otpCodes.remove(otp.method_id);
      throw otpNotFound();
    }
    // Why count against the destination as well as the code? A resend replaces the code, and its count with it.
    const attempt = deps.attempts.reserve(attemptKeys(c, `otp:${otp.method_id}`), deps.now());
    if (!store.otpCodes.matches(otp, body.token)) {
      if (store.otpCodes.recordFailure(otp.method_id) >= OTP_MAX_FAILED_ATTEMPTS) store.otpCodes.remove(otp.method_id);
      throw otpNotFound();
    }
    deps.attempts.succeed(attempt);
    store.otpCodes.remove(otp.method_id);
    const factor = proveContact(c, deps, pending, otp.method_id, otp.user_id);
    if (!factor) throw otpNotFound();
    const proven =
      factor.kind === 'email'
        ? { type: 'otp', delivery_method: 'email', email_factor: { email_id: factor.factor_id, email_address: factor.value } }
        : {
            type: 'otp',
            delivery_method: otp.channel,
            phone_number_factor: { phone_id: factor.factor_id, phone_number: factor.value },
          };
    const auth = await completeLogin(c, deps, factor.user_id, proven, body.session_duration_minutes);
    return ok(c, { ...auth, method_id: factor.factor_id });
  });

  return app;
}
