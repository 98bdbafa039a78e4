import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'כתובת האימייל לא תקינה.',
  'server.invalid_phone_number': 'מספר הטלפון לא תקין.',
  'server.email_not_found': 'אין חשבון שמשתמש בכתובת האימייל הזו.',
  'server.phone_number_not_found': 'אין חשבון שמשתמש במספר הטלפון הזה.',
  'server.duplicate_email': 'כבר קיים חשבון עם כתובת האימייל הזו.',
  'server.duplicate_phone_number': 'כבר קיים חשבון עם מספר הטלפון הזה.',
  'server.unauthorized_credentials': 'פרטי ההתחברות שגויים. נא לנסות שוב.',
  'server.otp_code_not_found': 'הקוד שגוי או שתוקפו פג. נא לנסות שוב.',
  'server.magic_link_not_found': 'הקישור הזה לא עובד. יש לבקש קישור חדש.',
  'server.unable_to_auth_magic_link': 'כבר נעשה שימוש בקישור הזה או שתוקפו פג. יש לבקש קישור חדש.',
  'server.pkce_mismatch': 'הקישור הזה עובד רק בדפדפן שבו התבקש.',
  'server.weak_password': 'הסיסמה חלשה מדי. יש לבחור סיסמה חזקה יותר.',
  'server.session_not_found': 'הסשן הסתיים. נא להתחבר שוב.',
  'server.user_unauthenticated': 'נא להתחבר קודם.',
  'server.too_many_requests': 'יותר מדי ניסיונות. נא להמתין רגע ולנסות שוב.',
  'server.crypto_wallet_challenge_expired': 'תוקף בקשת החתימה פג. נא לנסות שוב.',
  'server.invalid_signature': 'לא ניתן היה לאמת את החתימה של הארנק. נא לנסות שוב.',
  'server.duplicate_crypto_wallet': 'חשבון אחר כבר משתמש בארנק הזה.',
  'server.duplicate_webauthn_registration': 'מפתח הגישה הזה כבר רשום.',
  'server.unable_to_auth_webauthn_registration': 'לא ניתן היה לאמת את מפתח הגישה. נא לנסות שוב.',
  'server.oauth_request_not_found': 'תוקף בקשת ההתחברות פג או שכבר נענתה. יש לחזור לאתר ולהתחיל מחדש.',
  'server.internal_server_error': 'משהו השתבש אצלנו. נא לנסות שוב.',
  'server.service_unavailable': 'השירות לא זמין כרגע. נא לנסות שוב בעוד רגע.',
};

export default texts;
