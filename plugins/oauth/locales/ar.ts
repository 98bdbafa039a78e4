import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'المتابعة باستخدام {provider}',
  'oauth.authenticate.title': 'جارٍ تسجيل الدخول',
  'oauth.authenticate.progress': 'جارٍ إكمال تسجيل الدخول…',
  'oauth.authenticate.failed': 'تعذّر تسجيل الدخول',
  'oauth.confirmation.title': 'تم بنجاح',
  'oauth.confirmation.text': 'تم تسجيل الدخول بنجاح.',
  'oauth.return.cancelled': 'تم إلغاء تسجيل الدخول عبر خدمة خارجية. لإعادة المحاولة، يُرجى اختيار طريقة لتسجيل الدخول.',
  'oauth.return.failed': 'لم يكتمل تسجيل الدخول عبر خدمة خارجية ({error}). يُرجى المحاولة مرة أخرى.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'جارٍ تحميل Google One Tap',
  'oauth.oneTap.signingIn': 'جارٍ تسجيل الدخول باستخدام Google…',
  'oauth.oneTap.originNotAllowed':
    'يتعذّر عرض Google One Tap على {origin}: هذا المصدر غير مسموح به في عميل Google الخاص بالمشروع. يُرجى إضافته إلى «مصادر JavaScript المعتمَدة» في العميل.',
  'oauth.oneTap.invalidClient':
    'يتعذّر عرض Google One Tap: لا تتعرّف Google على معرّف العميل الذي تم إعداده لهذا المشروع. يُرجى التحقق من تطابقه مع معرّف العميل في وحدة تحكّم Google Cloud.',
  'oauth.oneTap.noConfig': 'يتعذّر عرض Google One Tap: لم يتم إعداد عميل Google OAuth لهذا المشروع.',
  'oauth.oneTap.noLoginRedirect':
    'يتعذّر عرض Google One Tap: لا يحتوي المشروع على عنوان URL لإعادة التوجيه بعد تسجيل الدخول. يُرجى تسجيل عنوان في لوحة التحكّم.',
  'oauth.oneTap.noSignupRedirect':
    'يتعذّر عرض Google One Tap: لا يحتوي المشروع على عنوان URL لإعادة التوجيه بعد إنشاء الحساب. يُرجى تسجيل عنوان في لوحة التحكّم.',
  'oauth.oneTap.defaultProvider':
    'يتعذّر عرض Google One Tap: لا يمكن استخدام عميل Google OAuth التلقائي مع One Tap. يُرجى إعداد عميل Google خاص بالمشروع.',
  'oauth.config.noProviders': 'خطأ: يجب أن تتضمّن oauthOptions.providers مزوّد تسجيل دخول اجتماعي واحدًا على الأقل.',
  'oauth.config.unknownProvider': 'خطأ: مزوّد OAuth غير معروف «{provider}» في oauthOptions.providers.',
  'oauth.config.twice': 'خطأ: مزوّد OAuth «{provider}» مُدرَج مرتين في oauthOptions.providers.',
  'oauth.config.badField': 'خطأ: يحتوي الإدخال «{provider}» في oauthOptions.providers على قيمة {field} غير صالحة.',
};

export default texts;
