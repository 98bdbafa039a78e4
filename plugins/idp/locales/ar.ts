import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': 'معلَمة مطلوبة مفقودة: {name}. يُرجى التواصل مع مطوّري التطبيق.',
  'idp.noSession': 'لم يتم العثور على جلسة نشطة. يُرجى تسجيل الدخول للمتابعة.',
  'idp.signIn.for': 'تسجيل الدخول إلى {client}.',
  'idp.problem.title': 'حدث خطأ ما',
  'idp.redirecting': 'جارٍ الرجوع إلى التطبيق…',
  'idp.consent.titleAccess': 'يطلب التطبيق {client} الوصول إلى حسابك على {project}',
  'idp.consent.titleSignIn': 'تسجيل الدخول إلى {client} باستخدام {project}',
  'idp.consent.intro': 'سيتمكّن التطبيق {client} من:',
  'idp.consent.allow': 'سماح',
  'idp.consent.deny': 'رفض',
  'idp.consent.denied': 'تم رفض وصول التطبيق.',
  'idp.scope.openid': 'تأكيد هويتك',
  'idp.scope.profile': 'عرض اسمك',
  'idp.scope.email': 'عرض عنوان بريدك الإلكتروني',
  'idp.scope.phone': 'عرض رقم هاتفك',
  'idp.scope.offline_access': 'الاحتفاظ بالوصول إلى حسابك أثناء غيابك',
  'idp.scope.full_access': 'التصرّف نيابةً عنك مع وصول كامل إلى حسابك',
  'idp.scope.other': 'استخدام النطاق {scope}',
  'idp.logout.title': 'تسجيل الخروج؟',
  'idp.logout.text': 'طلب التطبيق تسجيل خروجك من {project}.',
  'idp.logout.yes': 'نعم',
  'idp.logout.no': 'لا',
  'idp.logout.stayedTitle': 'لا يزال تسجيل الدخول قائمًا',
  'idp.logout.stayed': 'لم يتم تسجيل خروجك. يمكنك إغلاق هذه الصفحة.',
  'idp.unsafeRedirect': 'قدّم التطبيق عنوانًا للرجوع إليه لا يمكن فتحه.',
};

export default texts;
