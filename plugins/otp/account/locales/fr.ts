import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'Envoyer un code',
  'otp.account.sentTo': "Saisissez le code envoyé à {destination} pour l'ajouter à votre compte.",
  'otp.account.verify': 'Valider',
};

export default texts;
