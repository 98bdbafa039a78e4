import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'Enviar un código',
  'otp.account.sentTo': 'Escribe el código que enviamos a {destination} para añadirlo a tu cuenta.',
  'otp.account.verify': 'Verificar',
};

export default texts;
