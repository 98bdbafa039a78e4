import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'Cuentas conectadas',
  'oauth.account.empty': 'Aún no hay ninguna cuenta conectada.',
  'oauth.account.connect': 'Conectar {provider}',
  'oauth.account.connected': '{provider} está conectado.',
  'oauth.account.disconnected': '{provider} está desconectado.',
  'oauth.account.removeWarning': 'Una vez desconectada, ya no podrás iniciar sesión con esta cuenta.',
  'oauth.account.cancelled': 'Se canceló la conexión. No cambió nada.',
  'oauth.account.taken': 'Esa cuenta ya está conectada a otro usuario, así que no se conectó aquí.',
  'oauth.account.failed': 'No se pudo conectar la cuenta ({error}). Vuelve a intentarlo.',
};

export default texts;
