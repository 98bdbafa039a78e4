import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'Indirizzo email non valido',
  'eml.confirmation.title': 'Controlla la tua email',
  'eml.confirmation.sentTo': "Abbiamo inviato un'email a {email}.",
  'eml.confirmation.openIn': 'Apri la tua email',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': "Non l'hai ricevuta?",
  'eml.confirmation.resend': "Invia di nuovo l'email",
  'eml.confirmation.tryAgain': 'Riprova',
  'eml.resent': 'Email inviata di nuovo',
  'eml.config.withEmailOtp': 'Errore: non è possibile usare insieme EML e OTP via email',
};

export default texts;
