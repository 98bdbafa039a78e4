import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'Account collegati',
  'oauth.account.empty': 'Nessun account collegato per ora.',
  'oauth.account.connect': 'Collega {provider}',
  'oauth.account.connected': '{provider} è collegato.',
  'oauth.account.disconnected': '{provider} è scollegato.',
  'oauth.account.removeWarning': 'Una volta scollegato, non potrai più accedere con questo account.',
  'oauth.account.cancelled': 'Il collegamento è stato annullato. Non è cambiato nulla.',
  'oauth.account.taken': "Quell'account è già collegato a un altro utente, quindi non è stato collegato qui.",
  'oauth.account.failed': "Impossibile collegare l'account ({error}). Riprova.",
};

export default texts;
