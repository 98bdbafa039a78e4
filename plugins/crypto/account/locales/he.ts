import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'ארנקים',
  'crypto.account.empty': 'אין עדיין ארנק.',
  'crypto.account.add': 'הוספה של {wallet}',
  'crypto.account.none': 'לא נמצא ארנק בדפדפן הזה. יש להתקין ארנק ואז לחזור כדי להוסיף אותו.',
  'crypto.account.added': 'הארנק נוסף.',
  'crypto.account.removed': 'הארנק הוסר.',
  'crypto.account.removeWarning': 'לאחר ההסרה, לא יהיה אפשר להתחבר עם הארנק הזה.',
  'crypto.account.connectFailed': 'החיבור עם {wallet} לא הצליח, ולכן לא נוסף ארנק. נא לנסות שוב.',
  'crypto.account.signFailed': 'ההודעה לא נחתמה באמצעות {wallet}, ולכן הארנק לא נוסף. נא לנסות שוב.',
  'crypto.account.taken': 'הארנק הזה שייך לחשבון אחר.',
  'crypto.account.chain': 'ארנק {chain}',
};

export default texts;
