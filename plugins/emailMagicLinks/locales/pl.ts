import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'Nieprawidłowy adres e-mail',
  'eml.confirmation.title': 'Sprawdź pocztę',
  'eml.confirmation.sentTo': 'Wysłaliśmy e-mail na adres {email}.',
  'eml.confirmation.openIn': 'Otwórz pocztę',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': 'Wiadomość nie dotarła?',
  'eml.confirmation.resend': 'Wyślij e-mail ponownie',
  'eml.confirmation.tryAgain': 'Spróbuj ponownie',
  'eml.resent': 'E-mail wysłany ponownie',
  'eml.config.withEmailOtp': 'Błąd: nie można używać jednocześnie EML (magicznych linków e-mail) i OTP przez e-mail',
};

export default texts;
