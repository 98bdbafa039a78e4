import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'Contas conectadas',
  'oauth.account.empty': 'Nenhuma conta conectada ainda.',
  'oauth.account.connect': 'Conectar {provider}',
  'oauth.account.connected': '{provider} está conectado.',
  'oauth.account.disconnected': '{provider} está desconectado.',
  'oauth.account.removeWarning': 'Depois de desconectada, você não poderá mais entrar com esta conta.',
  'oauth.account.cancelled': 'A conexão foi cancelada. Nada mudou.',
  'oauth.account.taken': 'Essa conta já está conectada a outro usuário, por isso não foi conectada aqui.',
  'oauth.account.failed': 'Não foi possível conectar a conta ({error}). Tente de novo.',
};

export default texts;
