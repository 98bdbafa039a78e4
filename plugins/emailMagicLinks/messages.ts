import type { MessageKey } from '../../shell/plugin-api.js';

declare module '../../shell/plugin-api.js' {
  interface Messages {
    'eml.invalidEmail': string;
    'eml.confirmation.title': string;
    'eml.confirmation.sentTo': string;
    'eml.confirmation.openIn': string;
    'eml.confirmation.gmail': string;
    'eml.confirmation.yahoo': string;
    'eml.confirmation.outlook': string;
    'eml.confirmation.noEmail': string;
    'eml.confirmation.resend': string;
    'eml.confirmation.tryAgain': string;
    'eml.resent': string;
  }
}

export const messages = {
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
} satisfies Partial<Record<MessageKey, string>>;
