import type { MessageTexts } from '../../shell/plugin-api.js';

/** This plugin's texts: each key with the parameters its text takes. */
export interface MagicLinkMessages {
  'eml.invalidEmail': undefined;
  'eml.confirmation.title': undefined;
  'eml.confirmation.sentTo': { email: string };
  'eml.confirmation.openIn': undefined;
  'eml.confirmation.gmail': undefined;
  'eml.confirmation.yahoo': undefined;
  'eml.confirmation.outlook': undefined;
  'eml.confirmation.noEmail': undefined;
  'eml.confirmation.resend': undefined;
  'eml.confirmation.tryAgain': undefined;
  'eml.resent': undefined;
  'eml.config.withEmailOtp': undefined;
}

declare module '../../shell/registries.js' {
  interface Messages extends MagicLinkMessages {}
}

export const messages: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'Invalid email address',
  'eml.confirmation.title': 'Check your email',
  'eml.confirmation.sentTo': 'An email was sent to {email}.',
  'eml.confirmation.openIn': 'Open your email',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': "Didn't get it?",
  'eml.confirmation.resend': 'Resend email',
  'eml.confirmation.tryAgain': 'Try again',
  'eml.resent': 'Email resent',
  'eml.config.withEmailOtp': 'Error: Cannot use both EML and Email OTP',
};
