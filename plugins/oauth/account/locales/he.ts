import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'חשבונות מקושרים',
  'oauth.account.empty': 'אין עדיין חשבון מקושר.',
  'oauth.account.connect': 'קישור עם {provider}',
  'oauth.account.connected': 'הקישור עם {provider} בוצע.',
  'oauth.account.disconnected': 'הקישור עם {provider} בוטל.',
  'oauth.account.removeWarning': 'לאחר ביטול הקישור, לא יהיה אפשר להתחבר עם החשבון הזה.',
  'oauth.account.cancelled': 'הקישור בוטל. שום דבר לא השתנה.',
  'oauth.account.taken': 'החשבון הזה כבר מקושר למשתמש אחר, ולכן הוא לא קושר כאן.',
  'oauth.account.failed': 'לא ניתן היה לקשר את החשבון ({error}). נא לנסות שוב.',
};

export default texts;
