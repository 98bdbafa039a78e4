import { DEFAULT_SESSION_MINUTES, checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { AuthResponse, Common } from '../types.js';

export type OtpPhoneChannel = 'sms' | 'whatsapp';

/** SPEC §9: a code lives 5 minutes unless the caller says otherwise. */
export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;

export interface OtpPhoneOptions {
  /** @default 5 */
  expiration_minutes?: number;
  enable_autofill?: boolean;
  locale?: string;
}

export interface OtpEmailOptions {
  /** @default 5 */
  expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
}

/** `method_id` is the phone_id or email_id the code was sent to: `otps/authenticate` needs it. */
export type OtpSent = Common & { method_id: string };

const phoneChecks = {
  phone_number: 'string',
  expiration_minutes: 'number',
  enable_autofill: 'optionalBoolean',
  locale: 'optionalString',
} as const;

const emailChecks = {
  email: 'string',
  expiration_minutes: 'number',
  login_template_id: 'optionalString',
  signup_template_id: 'optionalString',
  locale: 'optionalString',
} as const;

/** With a session the code goes to a factor being added to the signed-in user. */
const sendRoute = (client: CoreClient) => (client.session.getSync() ? 'secondary' : 'primary');

/** Sends a code by SMS or WhatsApp to an E.164 number, creating the user when the number is new. */
export async function otpPhoneLoginOrCreate(
  client: CoreClient,
  channel: OtpPhoneChannel,
  phone_number: string,
  options: OtpPhoneOptions = {},
): Promise<OtpSent> {
  const body = { ...options, phone_number, expiration_minutes: options.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES };
  checkArgs(`otps.${channel}.loginOrCreate`, body, phoneChecks);
  return client.transport.request({ method: 'POST', path: `/otps/${channel}/login_or_create`, body, protect: 'full' });
}

/** Sends a code to an existing user's number (primary), or to the signed-in user (secondary). */
export async function otpPhoneSend(
  client: CoreClient,
  channel: OtpPhoneChannel,
  phone_number: string,
  options: OtpPhoneOptions = {},
): Promise<OtpSent> {
  const body = { ...options, phone_number, expiration_minutes: options.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES };
  checkArgs(`otps.${channel}.send`, body, phoneChecks);
  return client.transport.request({ method: 'POST', path: `/otps/${channel}/send/${sendRoute(client)}`, body, protect: 'full' });
}

export async function otpEmailLoginOrCreate(client: CoreClient, email: string, options: OtpEmailOptions = {}): Promise<OtpSent> {
  const body = { ...options, email, expiration_minutes: options.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES };
  checkArgs('otps.email.loginOrCreate', body, emailChecks);
  return client.transport.request({ method: 'POST', path: '/otps/email/login_or_create', body, protect: 'full' });
}

export async function otpEmailSend(client: CoreClient, email: string, options: OtpEmailOptions = {}): Promise<OtpSent> {
  const body = { ...options, email, expiration_minutes: options.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES };
  checkArgs('otps.email.send', body, emailChecks);
  return client.transport.request({ method: 'POST', path: `/otps/email/send/${sendRoute(client)}`, body, protect: 'captcha' });
}

/** Checks the code; on success the session is stored before the promise resolves. */
export async function otpAuthenticate(
  client: CoreClient,
  token: string,
  method_id: string,
  options: { session_duration_minutes?: number } = {},
): Promise<AuthResponse & { method_id: string }> {
  const body = { token, method_id, session_duration_minutes: options.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('otps.authenticate', body, { token: 'string', method_id: 'string', session_duration_minutes: 'number' });
  const response = await client.transport.request<AuthResponse & { method_id: string }>({
    method: 'POST',
    path: '/otps/authenticate',
    body,
    protect: 'full',
  });
  client.session.storeAuthResponse(response);
  return response;
}
