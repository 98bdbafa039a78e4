import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'الحسابات المرتبطة',
  'oauth.account.empty': 'لا يوجد حساب مرتبط بعد.',
  'oauth.account.connect': 'الربط مع {provider}',
  'oauth.account.connected': 'تم الربط مع {provider}.',
  'oauth.account.disconnected': 'تم إلغاء الربط مع {provider}.',
  'oauth.account.removeWarning': 'بعد إلغاء الربط، لن يكون من الممكن تسجيل الدخول باستخدام هذا الحساب.',
  'oauth.account.cancelled': 'تم إلغاء الربط. لم يتغيّر شيء.',
  'oauth.account.taken': 'هذا الحساب مرتبط بمستخدم آخر بالفعل، لذا لم يتم ربطه هنا.',
  'oauth.account.failed': 'تعذّر ربط الحساب ({error}). يُرجى المحاولة مرة أخرى.',
};

export default texts;
