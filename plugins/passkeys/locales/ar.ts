import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'تسجيل الدخول باستخدام مفتاح مرور',
  'passkey.error.unknown': 'حدث خطأ غير معروف أثناء المصادقة باستخدام مفتاح المرور. يُرجى المحاولة مرة أخرى.',
  'passkey.error.notFound':
    'لم يتم العثور على تسجيل مفتاح المرور. ربما حذفت مفتاح المرور من حسابك دون حذفه من مدير كلمات المرور. يُرجى المحاولة مرة أخرى.',
  'passkey.error.alreadyRegistered':
    'يتعذّر إنشاء مفتاح المرور لأنه يبدو مسجّلًا بالفعل. ربما تم تسجيل مفتاح المرور هذا على جهاز آخر ثم مزامنته بين الأجهزة.',
  'passkey.error.notCreated': 'لم يتم إنشاء مفتاح المرور. لإعادة المحاولة، يُرجى النقر على «إنشاء مفتاح مرور»، أو التخطّي بدون إضافة مفتاح مرور.',
  'passkey.error.noUser': 'خطأ: لا يمكن استخدام المكوّن PasskeyRegistration بدون مستخدم نشط تمت مصادقته.',
  'passkey.confirmation.title': 'تم بنجاح',
  'passkey.confirmation.text': 'تمت المصادقة باستخدام مفتاح المرور بنجاح.',
  'passkey.start.title': 'إعداد مفتاح مرور جديد',
  'passkey.start.subtitle': 'مع مفاتيح المرور، لا حاجة إلى تذكّر كلمات مرور معقّدة.',
  'passkey.start.text':
    'مفاتيح المرور هي مفاتيح رقمية مشفّرة تُنشأ باستخدام بصمة الإصبع أو الوجه أو قفل الشاشة. يتيح لك إنشاء مفتاح مرور تسجيل الدخول إلى حسابك بسهولة وأمان.',
  'passkey.start.create': 'إنشاء مفتاح مرور',
  'passkey.start.skip': 'تخطّي',
  'passkey.list.created': 'تم إنشاء مفتاح المرور بنجاح!',
  'passkey.list.title': 'مفاتيح المرور الخاصة بك',
  'passkey.list.existing': 'مفاتيح المرور الحالية',
  'passkey.list.none': 'لا توجد مفاتيح مرور بعد.',
  'passkey.list.rename': 'إعادة التسمية',
  'passkey.list.renameOne': 'إعادة تسمية {name}',
  'passkey.list.deleteOne': 'حذف {name}',
  'passkey.list.nameLabel': 'اسم مفتاح المرور',
  'passkey.list.save': 'حفظ',
  'passkey.list.cancel': 'إلغاء',
  'passkey.list.deleteWarning': 'بعد حذف مفتاح المرور، لا يمكن استعادته.',
  'passkey.list.confirmDelete': 'حذف',
  'passkey.list.another': 'إعداد مفتاح مرور آخر',
  'passkey.list.done': 'تم',
  'passkey.done.title': 'اكتمل الإعداد',
  'passkey.done.text': 'تم حفظ إعدادات مفاتيح المرور.',
  'passkey.upgrade.title': 'تم تسجيل الدخول',
  'passkey.upgrade.text':
    'في المرة القادمة، يمكن تسجيل الدخول باستخدام مفتاح مرور: بصمة الإصبع أو الوجه أو قفل الشاشة بدلًا من كلمة المرور أو رمز التحقق.',
  'passkey.upgrade.create': 'إنشاء مفتاح مرور للمرة القادمة',
  'passkey.upgrade.later': 'ليس الآن',
  'passkey.upgrade.failed': 'لم يتم إنشاء مفتاح المرور. يُرجى المحاولة مرة أخرى، أو اختيار «ليس الآن» للمتابعة بدونه.',
  'passkey.upgrade.created': 'مفتاح المرور جاهز: يمكن استخدامه لتسجيل الدخول في المرة القادمة.',
  'passkey.upgrade.skipped': 'تم تسجيل الدخول.',
};

export default texts;
