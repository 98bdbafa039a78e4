import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'Invia un link',
  'eml.account.sentTo': "Abbiamo inviato un link a {email}. Aprilo in questo browser per aggiungere l'indirizzo al tuo account.",
  'eml.account.resend': 'Invia di nuovo il link',
};

export default texts;
