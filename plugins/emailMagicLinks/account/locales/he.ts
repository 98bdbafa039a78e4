import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'שליחת קישור',
  'eml.account.sentTo': 'נשלח קישור אל {email}. יש לפתוח אותו בדפדפן הזה כדי להוסיף את הכתובת לחשבון.',
  'eml.account.resend': 'שליחת הקישור שוב',
};

export default texts;
