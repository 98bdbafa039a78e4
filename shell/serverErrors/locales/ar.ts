import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'عنوان البريد الإلكتروني هذا غير صالح.',
  'server.invalid_phone_number': 'رقم الهاتف هذا غير صالح.',
  'server.email_not_found': 'لا يوجد حساب يستخدم عنوان البريد الإلكتروني هذا.',
  'server.phone_number_not_found': 'لا يوجد حساب يستخدم رقم الهاتف هذا.',
  'server.duplicate_email': 'يوجد حساب بعنوان البريد الإلكتروني هذا بالفعل.',
  'server.duplicate_phone_number': 'يوجد حساب برقم الهاتف هذا بالفعل.',
  'server.unauthorized_credentials': 'بيانات تسجيل الدخول غير صحيحة. يُرجى المحاولة مرة أخرى.',
  'server.otp_code_not_found': 'الرمز غير صحيح أو انتهت صلاحيته. يُرجى المحاولة مرة أخرى.',
  'server.magic_link_not_found': 'هذا الرابط لا يعمل. يُرجى طلب رابط جديد.',
  'server.unable_to_auth_magic_link': 'تم استخدام هذا الرابط من قبل أو انتهت صلاحيته. يُرجى طلب رابط جديد.',
  'server.pkce_mismatch': 'لا يعمل هذا الرابط إلا في المتصفح الذي طُلب منه.',
  'server.weak_password': 'كلمة المرور هذه ضعيفة جدًا. يُرجى اختيار كلمة مرور أقوى.',
  'server.session_not_found': 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  'server.user_unauthenticated': 'يُرجى تسجيل الدخول أولاً.',
  'server.too_many_requests': 'محاولات كثيرة جدًا. يُرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  'server.crypto_wallet_challenge_expired': 'انتهت صلاحية طلب التوقيع. يُرجى المحاولة مرة أخرى.',
  'server.invalid_signature': 'تعذّر التحقق من توقيع المحفظة. يُرجى المحاولة مرة أخرى.',
  'server.duplicate_crypto_wallet': 'هذه المحفظة مستخدمة بالفعل في حساب آخر.',
  'server.duplicate_webauthn_registration': 'مفتاح المرور هذا مسجّل بالفعل.',
  'server.unable_to_auth_webauthn_registration': 'تعذّر التحقق من مفتاح المرور. يُرجى المحاولة مرة أخرى.',
  'server.oauth_request_not_found': 'انتهت صلاحية طلب تسجيل الدخول هذا أو تمت الاستجابة له بالفعل. يُرجى الرجوع إلى الموقع والبدء من جديد.',
  'server.internal_server_error': 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  'server.service_unavailable': 'الخدمة غير متاحة حاليًا. يُرجى المحاولة مرة أخرى بعد قليل.',
};

export default texts;
