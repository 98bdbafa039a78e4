import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'Envoyer un lien',
  'eml.account.sentTo': "Nous avons envoyé un lien à {email}. Ouvrez-le dans ce navigateur pour ajouter l'adresse à votre compte.",
  'eml.account.resend': 'Renvoyer le lien',
};

export default texts;
