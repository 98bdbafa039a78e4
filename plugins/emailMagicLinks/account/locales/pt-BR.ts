import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'Enviar um link',
  'eml.account.sentTo': 'Enviamos um link para {email}. Abra-o neste navegador para adicionar o endereço à sua conta.',
  'eml.account.resend': 'Enviar o link de novo',
};

export default texts;
