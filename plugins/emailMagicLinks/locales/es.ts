import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'La dirección de correo electrónico no es válida',
  'eml.confirmation.title': 'Revisa tu correo',
  'eml.confirmation.sentTo': 'Te hemos enviado un correo electrónico a {email}.',
  'eml.confirmation.openIn': 'Abre tu correo',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': '¿No lo has recibido?',
  'eml.confirmation.resend': 'Reenviar correo',
  'eml.confirmation.tryAgain': 'Volver a intentarlo',
  'eml.resent': 'Correo reenviado',
  'eml.config.withEmailOtp': 'Error: no se pueden usar a la vez EML y OTP por correo electrónico',
};

export default texts;
