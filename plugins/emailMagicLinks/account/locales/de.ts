import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'Link senden',
  'eml.account.sentTo': 'Wir haben einen Link an {email} gesendet. Öffnen Sie ihn in diesem Browser, um die Adresse Ihrem Konto hinzuzufügen.',
  'eml.account.resend': 'Link erneut senden',
};

export default texts;
