import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'Endereço de e-mail inválido',
  'eml.confirmation.title': 'Confira seu e-mail',
  'eml.confirmation.sentTo': 'Enviamos um e-mail para {email}.',
  'eml.confirmation.openIn': 'Abrir seu e-mail',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': 'Não recebeu?',
  'eml.confirmation.resend': 'Reenviar e-mail',
  'eml.confirmation.tryAgain': 'Tentar novamente',
  'eml.resent': 'E-mail reenviado',
  'eml.config.withEmailOtp': 'Erro: não é possível usar EML e OTP por e-mail ao mesmo tempo',
};

export default texts;
