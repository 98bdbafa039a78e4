import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'Enviar um código',
  'otp.account.sentTo': 'Digite o código que enviamos para {destination} para adicioná-lo à sua conta.',
  'otp.account.verify': 'Verificar',
};

export default texts;
