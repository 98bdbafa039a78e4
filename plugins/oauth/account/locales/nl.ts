import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'Gekoppelde accounts',
  'oauth.account.empty': 'Nog geen account gekoppeld.',
  'oauth.account.connect': '{provider} koppelen',
  'oauth.account.connected': '{provider} is gekoppeld.',
  'oauth.account.disconnected': '{provider} is ontkoppeld.',
  'oauth.account.removeWarning': 'Na het ontkoppelen kun je niet meer met dit account inloggen.',
  'oauth.account.cancelled': 'Het koppelen is geannuleerd. Er is niets veranderd.',
  'oauth.account.taken': 'Dat account is al aan een andere gebruiker gekoppeld, dus het is hier niet gekoppeld.',
  'oauth.account.failed': 'Het account kon niet worden gekoppeld ({error}). Probeer het opnieuw.',
};

export default texts;
