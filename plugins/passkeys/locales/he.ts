import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'התחברות עם מפתח גישה',
  'passkey.error.unknown': 'אירעה שגיאה לא ידועה באימות עם מפתח הגישה. נא לנסות שוב.',
  'passkey.error.notFound': 'רישום מפתח הגישה לא נמצא. ייתכן שמפתח הגישה נמחק מהחשבון שלך אבל לא ממנהל הסיסמאות. נא לנסות שוב.',
  'passkey.error.alreadyRegistered': 'אי אפשר ליצור את מפתח הגישה כי נראה שהוא כבר רשום. ייתכן שמפתח הגישה הזה נרשם במכשיר אחר וסונכרן בין המכשירים.',
  'passkey.error.notCreated': 'מפתח הגישה לא נוצר. כדי לנסות שוב, יש ללחוץ על "יצירת מפתח גישה", או לדלג בלי להוסיף מפתח גישה.',
  'passkey.error.noUser': 'שגיאה: אי אפשר להשתמש ברכיב PasskeyRegistration בלי משתמש פעיל ומאומת.',
  'passkey.confirmation.title': 'בוצע בהצלחה',
  'passkey.confirmation.text': 'האימות עם מפתח הגישה הצליח.',
  'passkey.start.title': 'הגדרת מפתח גישה חדש',
  'passkey.start.subtitle': 'עם מפתחות גישה, אין צורך לזכור סיסמאות מסובכות.',
  'passkey.start.text':
    'מפתחות גישה הם מפתחות דיגיטליים מוצפנים שיוצרים באמצעות טביעת אצבע, זיהוי פנים או נעילת מסך. מפתח גישה מאפשר להתחבר לחשבון בקלות ובאופן מאובטח.',
  'passkey.start.create': 'יצירת מפתח גישה',
  'passkey.start.skip': 'דילוג',
  'passkey.list.created': 'מפתח הגישה נוצר בהצלחה!',
  'passkey.list.title': 'מפתחות הגישה שלך',
  'passkey.list.existing': 'מפתחות גישה קיימים',
  'passkey.list.none': 'עדיין אין מפתחות גישה.',
  'passkey.list.rename': 'שינוי שם',
  'passkey.list.renameOne': 'שינוי השם של {name}',
  'passkey.list.deleteOne': 'מחיקת {name}',
  'passkey.list.nameLabel': 'שם מפתח הגישה',
  'passkey.list.save': 'שמירה',
  'passkey.list.cancel': 'ביטול',
  'passkey.list.deleteWarning': 'אחרי המחיקה, אי אפשר לשחזר את מפתח הגישה.',
  'passkey.list.confirmDelete': 'מחיקה',
  'passkey.list.another': 'הגדרת מפתח גישה נוסף',
  'passkey.list.done': 'סיום',
  'passkey.done.title': 'הכול מוכן',
  'passkey.done.text': 'הגדרות מפתחות הגישה נשמרו.',
  'passkey.upgrade.title': 'ההתחברות הצליחה',
  'passkey.upgrade.text': 'בפעם הבאה אפשר להתחבר עם מפתח גישה: טביעת אצבע, זיהוי פנים או נעילת מסך במקום סיסמה או קוד אימות.',
  'passkey.upgrade.create': 'יצירת מפתח גישה לפעם הבאה',
  'passkey.upgrade.later': 'לא עכשיו',
  'passkey.upgrade.failed': 'מפתח הגישה לא נוצר. נא לנסות שוב, או לבחור "לא עכשיו" כדי להמשיך בלעדיו.',
  'passkey.upgrade.created': 'מפתח הגישה מוכן: בפעם הבאה אפשר להתחבר איתו.',
  'passkey.upgrade.skipped': 'ההתחברות הצליחה.',
};

export default texts;
