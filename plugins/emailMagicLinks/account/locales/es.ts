import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'Enviar un enlace',
  'eml.account.sentTo': 'Enviamos un enlace a {email}. Ábrelo en este navegador para añadir la dirección a tu cuenta.',
  'eml.account.resend': 'Volver a enviar el enlace',
};

export default texts;
