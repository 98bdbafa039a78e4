import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'Link sturen',
  'eml.account.sentTo': 'We hebben een link naar {email} gestuurd. Open die in deze browser om het adres aan je account toe te voegen.',
  'eml.account.resend': 'Link opnieuw sturen',
};

export default texts;
