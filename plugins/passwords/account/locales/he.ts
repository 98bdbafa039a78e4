import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'סיסמה',
  'pw.account.setIntro': 'עדיין אין סיסמה לחשבון. אפשר להגדיר סיסמה כדי להתחבר עם כתובת האימייל וסיסמה.',
  'pw.account.changeIntro': 'יש להזין את הסיסמה הנוכחית, ואחריה את הסיסמה החדשה.',
  'pw.account.current': 'סיסמה נוכחית',
  'pw.account.set': 'הגדרת סיסמה',
  'pw.account.change': 'שינוי סיסמה',
  'pw.account.setDone': 'הסיסמה הוגדרה.',
  'pw.account.changed': 'הסיסמה שונתה.',
  'pw.account.wrongCurrent': 'הסיסמה הנוכחית שגויה. שום דבר לא שונה.',
  'pw.account.needsEmail': 'סיסמה משמשת יחד עם כתובת אימייל: יש להוסיף קודם כתובת לחשבון.',
};

export default texts;
