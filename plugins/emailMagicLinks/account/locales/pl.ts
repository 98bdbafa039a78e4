import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'Wyślij link',
  'eml.account.sentTo': 'Wysłaliśmy link na adres: {email}. Otwórz go w tej przeglądarce, aby dodać adres do swojego konta.',
  'eml.account.resend': 'Wyślij link ponownie',
};

export default texts;
