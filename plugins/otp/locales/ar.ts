import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'عنوان البريد الإلكتروني غير صالح، يُرجى المحاولة مرة أخرى.',
  'otp.title': 'إدخال رمز التحقق',
  'otp.sentTo': 'تم إرسال رمز تحقق مكوّن من 6 أرقام إلى {destination}.',
  'otp.digits': 'رمز التحقق',
  'otp.digit': 'الرقم {n} من {count}',
  'otp.verifying': 'جارٍ التحقق من الرمز…',
  'otp.expiresIn': 'تنتهي صلاحية الرمز بعد {time}. ألم يصلك؟',
  'otp.expired': 'انتهت صلاحية الرمز.',
  'otp.resend': 'إعادة إرسال الرمز',
  'otp.resent': 'تمت إعادة إرسال الرمز',
  'otp.resendWait': 'متاح بعد {time}',
  'otp.invalidCode': 'رمز التحقق غير صحيح، يُرجى المحاولة مرة أخرى.',
  'otp.confirmation.title': 'تم بنجاح',
  'otp.confirmation.text': 'تم التحقق من الرمز بنجاح.',
  'otp.config.noMethods': 'خطأ: يحتاج المنتج otp إلى otpOptions.methods: قائمة بواحدة أو أكثر من: sms، whatsapp، email.',
  'otp.config.unknownMethod': 'خطأ: طريقة OTP غير معروفة «{method}» في otpOptions.methods. يُرجى استخدام sms أو whatsapp أو email.',
};

export default texts;
