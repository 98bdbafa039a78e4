import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'כתובת האימייל לא תקינה',
  'eml.confirmation.title': 'יש לבדוק את האימייל',
  'eml.confirmation.sentTo': 'נשלח אימייל אל {email}.',
  'eml.confirmation.openIn': 'פתיחת האימייל',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': 'האימייל לא הגיע?',
  'eml.confirmation.resend': 'שליחת האימייל מחדש',
  'eml.confirmation.tryAgain': 'ניסיון נוסף',
  'eml.resent': 'האימייל נשלח שוב',
  'eml.config.withEmailOtp': 'שגיאה: אי אפשר להשתמש גם ב-EML וגם ב-OTP באימייל',
};

export default texts;
