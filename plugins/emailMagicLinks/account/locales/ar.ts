import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'إرسال رابط',
  'eml.account.sentTo': 'تم إرسال رابط إلى {email}. يُرجى فتحه في هذا المتصفح لإضافة العنوان إلى حسابك.',
  'eml.account.resend': 'إعادة إرسال الرابط',
};

export default texts;
