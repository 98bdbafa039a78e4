import { otpAuthenticate, otpEmailLoginOrCreate, otpPhoneLoginOrCreate, DEFAULT_OTP_EXPIRATION_MINUTES } from '../../core/api/otps.js';
import { ApiError } from '../../core/errors.js';
import { sessionMinutes, type LoginConfig, type PluginContext, type PluginSlice } from '../../shell/plugin-api.js';
import type { OtpMethod } from './options.js';

/** SPEC §3 otpState. */
export interface OtpState {
  type: OtpMethod;
  methodId: string;
  otpDestination: string;
}

/** What OTPAuthenticate needs to check a code and send another; any product that sent a code can open it with this. */
export interface OtpSentTo {
  type: OtpMethod;
  methodId: string;
  /** Where the code went, as sent: an email, or a phone number in E.164. Resending goes there. */
  destination: string;
  /** How to show the destination; the destination itself when absent. */
  displayDestination?: string;
}

export interface OtpActions {
  /** Sends a code from the Main form and opens OTPAuthenticate; throws the provider's error for the form to show. */
  send(type: OtpMethod, destination: string, displayDestination: string): Promise<void>;
  /** Sends a fresh code to the same place; resolves to its method id. */
  resend(type: OtpMethod, destination: string): Promise<string>;
  /** Opens OTPConfirmation when the code is right; a wrong code throws 'Invalid passcode, please try again.' */
  authenticate(methodId: string, code: string): Promise<void>;
  /** Records the code OTPAuthenticate waits for, also when another product sent it. */
  record(sent: OtpSentTo): void;
}

declare module '../../shell/registries.js' {
  interface ProductRegistry {
    otp: { state: OtpState; actions: OtpActions };
  }
}

export const expiryMinutes = (config: LoginConfig) => config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;

/** The provider's error_type for a code that does not match (the local provider also answers it for an expired or used one). */
const WRONG_CODE = 'otp_code_not_found';

function sendCode(ctx: PluginContext, type: OtpMethod, destination: string) {
  const expiration_minutes = expiryMinutes(ctx.config);
  // The provider words its text or email in the widget's locale (CONTRACT §5); none is sent in English.
  const { locale } = ctx;
  if (type !== 'email') return otpPhoneLoginOrCreate(ctx.client, type, destination, { expiration_minutes, locale });
  const options = ctx.config.otpOptions;
  return otpEmailLoginOrCreate(ctx.client, destination, {
    expiration_minutes,
    locale,
    login_template_id: options?.loginTemplateId,
    signup_template_id: options?.signupTemplateId,
  });
}

export const otpSlice: PluginSlice<'otp'> = {
  initial: { type: 'email', methodId: '', otpDestination: '' },
  actions(set, _get, ctx) {
    const record = ({ type, methodId, destination }: OtpSentTo) =>
      set((s) => {
        s.type = type;
        s.methodId = methodId;
        s.otpDestination = destination;
      });
    const sendAndRecord = async (type: OtpMethod, destination: string) => {
      const { method_id } = await sendCode(ctx, type, destination);
      record({ type, methodId: method_id, destination });
      ctx.emit({ type: 'OTP_LOGIN_OR_CREATE', data: { type } });
      return method_id;
    };
    return {
      record,
      async send(type, destination, displayDestination) {
        const methodId = await sendAndRecord(type, destination);
        ctx.navigate('OTPAuthenticate', { type, methodId, destination, displayDestination });
      },
      async resend(type, destination) {
        const methodId = await sendAndRecord(type, destination);
        ctx.toast({ kind: 'success', message: ctx.t('otp.resent') });
        return methodId;
      },
      async authenticate(methodId, code) {
        try {
          await otpAuthenticate(ctx.client, code, methodId, { session_duration_minutes: sessionMinutes(ctx.config) });
        } catch (error) {
          if (!(error instanceof ApiError) || error.error_type !== WRONG_CODE) throw error;
          throw new ApiError({ ...error, error_message: ctx.t('otp.invalidCode') });
        }
        ctx.loginComplete('OTPConfirmation');
      },
    };
  },
};
