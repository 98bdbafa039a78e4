import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'Adresse e-mail non valide',
  'eml.confirmation.title': 'Consultez vos e-mails',
  'eml.confirmation.sentTo': 'Un e-mail a été envoyé à {email}.',
  'eml.confirmation.openIn': 'Ouvrir votre messagerie',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': "Vous ne l'avez pas reçu ?",
  'eml.confirmation.resend': "Renvoyer l'e-mail",
  'eml.confirmation.tryAgain': 'Réessayer',
  'eml.resent': 'E-mail renvoyé',
  'eml.config.withEmailOtp': "Erreur : impossible d'utiliser à la fois EML et OTP par e-mail",
};

export default texts;
