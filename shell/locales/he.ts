import type { MessageTexts, ShellMessages } from '../registries.js';

/** Hebrew (he). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'הרשמה או התחברות',
  'main.divider': 'או',
  'main.poweredBy': 'מופעל על ידי',
  'form.tabs.label': 'שיטת התחברות',
  'form.email.label': 'אימייל',
  'form.email.placeholder': 'example@email.com',
  'form.phone.label': 'מספר טלפון',
  'form.phone.region': 'מדינה או אזור',
  'form.phone.regionOption': '{region} (\u2066+{dial}\u2069)',
  'form.phone.invalid': 'מספר הטלפון לא תקין. נא לנסות שוב.',
  'form.tab.email': 'אימייל',
  'form.submit.email': 'המשך עם אימייל',
  'form.tab.sms': 'SMS',
  'form.submit.sms': 'המשך עם הודעת SMS',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'המשך עם WhatsApp',
  'form.required': 'זהו שדה חובה.',
  'nav.back': 'חזרה',
  'toast.region': 'התראות',
  loading: 'בטעינה',
  'config.alone': 'שגיאה: אי אפשר להשתמש במוצר {product} לבדו. יש להוסיף לתצורה מוצר נוסף.',
  'config.notLogin': 'שגיאה: המוצר {product} אינו שיטת התחברות. יש להטמיע אותו דרך נקודת הכניסה הייעודית שלו.',
  'config.noEntryProduct': 'שגיאה: אין בגרסת ה-build הזו מוצר שפותח את נקודת הכניסה {entry}.',
  'config.notBuilt': 'שגיאה: המוצר {product} אינו זמין בגרסת ה-build הזו של הווידג׳ט.',
  'config.unknownProduct': 'שגיאה: מוצר לא מוכר "{product}" בתצורה.',
  'config.loadFailed': 'שגיאה: לא ניתן לטעון את המוצר {product}. יש לבדוק את החיבור ולנסות שוב.',
  'config.codeFailed': 'שגיאה: הווידג׳ט לא הצליח לטעון את כל הקוד שלו. יש לבדוק את החיבור ולנסות שוב.',
  'config.wrongPlugin': 'שגיאה: לתוסף שנטען עבור "{product}" יש המזהה "{id}".',
  'screen.unknown': 'שגיאה: מסך לא מוכר "{screen}".',
  'screen.failed': 'שגיאה: לא ניתן להציג את המסך הזה. נא לחזור ולנסות שוב.',
  'session.confirmation.title': 'בוצע בהצלחה',
  'session.confirmation.text': 'ההתחברות הושלמה. התהליך הסתיים בכרטיסייה אחרת.',
  'error.securityCheckUnavailable':
    'בדיקת אבטחה לא נטענה, ולכן שום דבר לא נשלח. אם פועל חוסם פרסומות או סקריפטים, יש לאפשר בו את האתר הזה ולנסות שוב.',
};

export default texts;
