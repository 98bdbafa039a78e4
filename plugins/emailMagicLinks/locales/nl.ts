import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'Ongeldig e-mailadres',
  'eml.confirmation.title': 'Check je e-mail',
  'eml.confirmation.sentTo': 'We hebben een e-mail gestuurd naar {email}.',
  'eml.confirmation.openIn': 'Open je e-mail',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': 'Niets ontvangen?',
  'eml.confirmation.resend': 'E-mail opnieuw sturen',
  'eml.confirmation.tryAgain': 'Opnieuw proberen',
  'eml.resent': 'E-mail opnieuw verstuurd',
  'eml.config.withEmailOtp': 'Fout: EML en e-mail-OTP kunnen niet samen worden gebruikt',
};

export default texts;
