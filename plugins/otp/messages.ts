import type { MessageKey } from '../../shell/plugin-api.js';

declare module '../../shell/plugin-api.js' {
  interface Messages {
    'otp.invalidEmail': string;
    'otp.title': string;
    'otp.sentTo': string;
    'otp.digits': string;
    'otp.digit': string;
    'otp.verifying': string;
    'otp.expiresIn': string;
    'otp.expired': string;
    'otp.resend': string;
    'otp.resent': string;
    'otp.invalidCode': string;
    'otp.confirmation.title': string;
    'otp.confirmation.text': string;
  }
}

export const messages = {
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
  'otp.invalidCode': 'Invalid passcode, please try again.',
  'otp.confirmation.title': 'Success',
  'otp.confirmation.text': 'Your passcode has been successfully verified.',
} satisfies Partial<Record<MessageKey, string>>;
