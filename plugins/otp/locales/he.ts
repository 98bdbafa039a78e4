import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'כתובת האימייל לא תקינה. נא לנסות שוב.',
  'otp.title': 'הזנת קוד אימות',
  'otp.sentTo': 'קוד אימות בן 6 ספרות נשלח אל {destination}.',
  'otp.digits': 'קוד אימות',
  'otp.digit': 'ספרה {n} מתוך {count}',
  'otp.verifying': 'אימות הקוד…',
  'otp.expiresIn': 'תוקף הקוד יפוג בעוד {time}. הקוד לא הגיע?',
  'otp.expired': 'תוקף הקוד פג.',
  'otp.resend': 'שליחת הקוד מחדש',
  'otp.resent': 'הקוד נשלח שוב',
  'otp.resendWait': 'זמין בעוד {time}',
  'otp.invalidCode': 'קוד האימות שגוי. נא לנסות שוב.',
  'otp.confirmation.title': 'בוצע בהצלחה',
  'otp.confirmation.text': 'קוד האימות אומת בהצלחה.',
  'otp.config.noMethods': 'שגיאה: המוצר otp צריך את otpOptions.methods: רשימה של אחד או יותר מבין sms, whatsapp ו-email.',
  'otp.config.unknownMethod': 'שגיאה: שיטת OTP לא מוכרת "{method}" ב-otpOptions.methods. יש להשתמש ב-sms, ב-whatsapp או ב-email.',
};

export default texts;
