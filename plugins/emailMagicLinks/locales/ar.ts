import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'عنوان البريد الإلكتروني غير صالح',
  'eml.confirmation.title': 'يُرجى مراجعة بريدك الإلكتروني',
  'eml.confirmation.sentTo': 'تم إرسال رسالة بريد إلكتروني إلى {email}.',
  'eml.confirmation.openIn': 'فتح البريد الإلكتروني',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': 'ألم تصلك الرسالة؟',
  'eml.confirmation.resend': 'إعادة إرسال الرسالة',
  'eml.confirmation.tryAgain': 'إعادة المحاولة',
  'eml.resent': 'تمت إعادة إرسال الرسالة',
  'eml.config.withEmailOtp': 'خطأ: لا يمكن استخدام EML (الروابط السحرية عبر البريد الإلكتروني) ورموز OTP عبر البريد الإلكتروني معًا',
};

export default texts;
