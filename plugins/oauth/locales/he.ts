import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'המשך עם {provider}',
  'oauth.authenticate.title': 'מתבצעת התחברות',
  'oauth.authenticate.progress': 'השלמת ההתחברות…',
  'oauth.authenticate.failed': 'ההתחברות נכשלה',
  'oauth.confirmation.title': 'בוצע בהצלחה',
  'oauth.confirmation.text': 'ההתחברות בוצעה בהצלחה.',
  'oauth.return.cancelled': 'ההתחברות דרך שירות חיצוני בוטלה. כדי לנסות שוב, יש לבחור שיטת התחברות.',
  'oauth.return.failed': 'ההתחברות דרך שירות חיצוני לא הושלמה ({error}). נא לנסות שוב.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'טעינת Google One Tap',
  'oauth.oneTap.signingIn': 'מתבצעת התחברות עם Google…',
  'oauth.oneTap.originNotAllowed':
    'אי אפשר להציג את Google One Tap במקור {origin}: המקור הזה אינו מורשה בלקוח Google של הפרויקט. יש להוסיף אותו למקורות JavaScript המורשים של הלקוח.',
  'oauth.oneTap.invalidClient':
    'אי אפשר להציג את Google One Tap: מזהה הלקוח שהוגדר לפרויקט הזה לא מוכר ל-Google. יש לוודא שהוא תואם למזהה הלקוח במסוף Google Cloud.',
  'oauth.oneTap.noConfig': 'אי אפשר להציג את Google One Tap: לא הוגדר לקוח Google OAuth לפרויקט הזה.',
  'oauth.oneTap.noLoginRedirect': 'אי אפשר להציג את Google One Tap: לפרויקט אין כתובת URL להפניה אחרי התחברות. יש לרשום כתובת כזו בלוח הבקרה.',
  'oauth.oneTap.noSignupRedirect': 'אי אפשר להציג את Google One Tap: לפרויקט אין כתובת URL להפניה אחרי הרשמה. יש לרשום כתובת כזו בלוח הבקרה.',
  'oauth.oneTap.defaultProvider':
    'אי אפשר להציג את Google One Tap: אי אפשר להשתמש בלקוח ברירת המחדל של Google OAuth עם One Tap. יש להגדיר לפרויקט לקוח Google משלך.',
  'oauth.config.noProviders': 'שגיאה: oauthOptions.providers חייב לכלול לפחות ספק אחד של התחברות חברתית.',
  'oauth.config.unknownProvider': 'שגיאה: ספק OAuth לא מוכר "{provider}" ב-oauthOptions.providers.',
  'oauth.config.twice': 'שגיאה: ספק ה-OAuth "{provider}" מופיע פעמיים ב-oauthOptions.providers.',
  'oauth.config.badField': 'שגיאה: לרשומה "{provider}" ב-oauthOptions.providers יש ערך {field} לא תקין.',
};

export default texts;
