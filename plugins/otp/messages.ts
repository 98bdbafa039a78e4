import type { MessageTexts } from '../../shell/plugin-api.js';

/** This plugin's texts: each key with the parameters its text takes. */
export interface OtpMessages {
  'otp.invalidEmail': undefined;
  'otp.title': undefined;
  'otp.sentTo': { destination: string };
  'otp.digits': undefined;
  'otp.digit': { n: number; count: number };
  'otp.verifying': undefined;
  'otp.expiresIn': { time: string };
  'otp.expired': undefined;
  'otp.resend': undefined;
  'otp.resent': undefined;
  'otp.resendWait': { time: string };
  'otp.invalidCode': undefined;
  'otp.confirmation.title': undefined;
  'otp.confirmation.text': undefined;
  'otp.config.noMethods': undefined;
  'otp.config.unknownMethod': { method: string };
}

declare module '../../shell/registries.js' {
  interface Messages extends OtpMessages {}
}

export const messages: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'Invalid email, please try again.',
  'otp.title': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  'otp.digits': 'Passcode',
  'otp.digit': 'Digit {n} of {count}',
  'otp.verifying': 'Verifying passcode...',
  'otp.expiresIn': "Your code expires in {time}. Didn't get it?",
  'otp.expired': 'Your code has expired.',
  'otp.resend': 'Resend code',
  'otp.resent': 'Code resent',
  'otp.resendWait': 'available in {time}',
  'otp.invalidCode': 'Invalid passcode, please try again.',
  'otp.confirmation.title': 'Success',
  'otp.confirmation.text': 'Your passcode has been successfully verified.',
  'otp.config.noMethods': 'Error: The otp product needs otpOptions.methods: a list of one or more of sms, whatsapp and email.',
  'otp.config.unknownMethod': 'Error: Unknown OTP method "{method}" in otpOptions.methods. Use sms, whatsapp or email.',
};
