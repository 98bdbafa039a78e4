import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': 'חסר פרמטר חובה: {name}. נא לפנות למפתחי האפליקציה.',
  'idp.noSession': 'לא זוהה חיבור פעיל. כדי להמשיך, יש להתחבר.',
  'idp.signIn.for': 'התחברות אל {client}.',
  'idp.problem.title': 'משהו השתבש',
  'idp.redirecting': 'חזרה לאפליקציה…',
  'idp.consent.titleAccess': 'האפליקציה {client} מבקשת גישה לחשבון {project} שלך',
  'idp.consent.titleSignIn': 'התחברות אל {client} באמצעות {project}',
  'idp.consent.intro': 'האפליקציה {client} תוכל:',
  'idp.consent.allow': 'אישור',
  'idp.consent.deny': 'דחייה',
  'idp.consent.denied': 'הגישה של האפליקציה נדחתה.',
  'idp.scope.openid': 'לאמת את זהותך',
  'idp.scope.profile': 'לראות את השם שלך',
  'idp.scope.email': 'לראות את כתובת האימייל שלך',
  'idp.scope.phone': 'לראות את מספר הטלפון שלך',
  'idp.scope.offline_access': 'לשמור על גישה לחשבון שלך גם בזמן היעדרותך',
  'idp.scope.full_access': 'לפעול בשמך עם גישה מלאה לחשבון שלך',
  'idp.scope.other': 'להשתמש בהרשאה {scope}',
  'idp.logout.title': 'להתנתק?',
  'idp.logout.text': 'האפליקציה ביקשה לנתק אותך מחשבון {project}.',
  'idp.logout.yes': 'כן',
  'idp.logout.no': 'לא',
  'idp.logout.stayedTitle': 'החשבון עדיין מחובר',
  'idp.logout.stayed': 'לא בוצעה התנתקות. אפשר לסגור את הדף הזה.',
  'idp.unsafeRedirect': 'האפליקציה מסרה כתובת חזרה שאי אפשר לפתוח.',
};

export default texts;
