import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'Ungültige E-Mail-Adresse',
  'eml.confirmation.title': 'Prüfen Sie Ihr Postfach',
  'eml.confirmation.sentTo': 'Wir haben eine E-Mail an {email} gesendet.',
  'eml.confirmation.openIn': 'E-Mail-Postfach öffnen',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': 'Nichts erhalten?',
  'eml.confirmation.resend': 'E-Mail erneut senden',
  'eml.confirmation.tryAgain': 'Erneut versuchen',
  'eml.resent': 'E-Mail erneut gesendet',
  'eml.config.withEmailOtp': 'Fehler: EML und E-Mail-OTP können nicht zusammen verwendet werden',
};

export default texts;
