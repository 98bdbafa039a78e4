import type { MessageTexts, ShellMessages } from '../registries.js';

/** Arabic (ar). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'إنشاء حساب أو تسجيل الدخول',
  'main.divider': 'أو',
  'main.poweredBy': 'مدعوم من',
  'form.tabs.label': 'طريقة تسجيل الدخول',
  'form.email.label': 'البريد الإلكتروني',
  'form.email.placeholder': 'example@email.com',
  'form.phone.label': 'رقم الهاتف',
  'form.phone.region': 'البلد أو المنطقة',
  'form.phone.regionOption': '{region} (\u2066+{dial}\u2069)',
  'form.phone.invalid': 'رقم الهاتف غير صالح، يُرجى المحاولة مرة أخرى.',
  'form.tab.email': 'البريد الإلكتروني',
  'form.submit.email': 'المتابعة باستخدام البريد الإلكتروني',
  'form.tab.sms': 'رسالة نصية',
  'form.submit.sms': 'المتابعة باستخدام رسالة نصية',
  'form.tab.whatsapp': 'واتساب',
  'form.submit.whatsapp': 'المتابعة باستخدام واتساب',
  'form.required': 'هذا الحقل مطلوب.',
  'nav.back': 'رجوع',
  'toast.region': 'الإشعارات',
  loading: 'جارٍ التحميل',
  'config.alone': 'خطأ: لا يمكن استخدام المنتج {product} وحده، يُرجى إضافة منتج آخر إلى الإعدادات.',
  'config.notLogin': 'خطأ: المنتج {product} ليس طريقة لتسجيل الدخول؛ يُرجى تحميله عبر نقطة الدخول الخاصة به.',
  'config.noEntryProduct': 'خطأ: لا يوجد في هذا الإصدار منتج يفتح نقطة الدخول {entry}.',
  'config.notBuilt': 'خطأ: المنتج {product} غير متوفر في هذا الإصدار من الأداة.',
  'config.unknownProduct': 'خطأ: منتج غير معروف «{product}» في الإعدادات.',
  'config.loadFailed': 'خطأ: تعذّر تحميل المنتج {product}. يُرجى التحقق من الاتصال ثم المحاولة مرة أخرى.',
  'config.codeFailed': 'خطأ: تعذّر على الأداة تحميل كل الرمز البرمجي الخاص بها. يُرجى التحقق من الاتصال ثم المحاولة مرة أخرى.',
  'config.wrongPlugin': 'خطأ: معرّف المكوّن الإضافي الذي تم تحميله للمنتج «{product}» هو «{id}».',
  'screen.unknown': 'خطأ: شاشة غير معروفة «{screen}».',
  'screen.failed': 'خطأ: تعذّر عرض هذه الشاشة. يُرجى الرجوع والمحاولة مرة أخرى.',
  'session.confirmation.title': 'تم بنجاح',
  'session.confirmation.text': 'تم تسجيل الدخول. اكتملت العملية في علامة تبويب أخرى.',
  'error.securityCheckUnavailable':
    'تعذّر تحميل فحص الأمان، لذا لم يتم إرسال أي شيء. إذا كانت أداة حظر الإعلانات أو النصوص البرمجية مفعّلة، يُرجى السماح لهذا الموقع فيها ثم المحاولة مرة أخرى.',
};

export default texts;
