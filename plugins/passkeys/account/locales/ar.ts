import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'مفاتيح المرور',
  'passkey.account.added': 'تم إنشاء مفتاح المرور.',
  'passkey.account.renamed': 'تمت إعادة تسمية مفتاح المرور.',
  'passkey.account.deleted': 'تم حذف مفتاح المرور.',
};

export default texts;
