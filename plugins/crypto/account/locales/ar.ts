import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'المحافظ',
  'crypto.account.empty': 'لا توجد محفظة بعد.',
  'crypto.account.add': 'إضافة {wallet}',
  'crypto.account.none': 'لم يتم العثور على محفظة في هذا المتصفح. يُرجى تثبيت محفظة ثم العودة لإضافتها.',
  'crypto.account.added': 'تمت إضافة المحفظة.',
  'crypto.account.removed': 'تمت إزالة المحفظة.',
  'crypto.account.removeWarning': 'بعد الإزالة، لن يكون من الممكن استخدام هذه المحفظة لتسجيل الدخول.',
  'crypto.account.connectFailed': 'تعذّر الاتصال عبر {wallet}، لذا لم تتم إضافة أي محفظة. يُرجى المحاولة مرة أخرى.',
  'crypto.account.signFailed': 'لم يتم توقيع الرسالة في {wallet}، لذا لم تتم إضافة المحفظة. يُرجى المحاولة مرة أخرى.',
  'crypto.account.taken': 'هذه المحفظة تابعة لحساب آخر.',
  'crypto.account.chain': 'محفظة {chain}',
};

export default texts;
