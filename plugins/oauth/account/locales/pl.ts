import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'Połączone konta',
  'oauth.account.empty': 'Nie połączono jeszcze żadnego konta.',
  'oauth.account.connect': 'Połącz konto {provider}',
  'oauth.account.connected': 'Połączono konto {provider}.',
  'oauth.account.disconnected': 'Rozłączono konto {provider}.',
  'oauth.account.removeWarning': 'Po rozłączeniu nie będzie można logować się tym kontem.',
  'oauth.account.cancelled': 'Anulowano łączenie. Nic się nie zmieniło.',
  'oauth.account.taken': 'To konto jest już połączone z innym użytkownikiem, więc nie połączono go tutaj.',
  'oauth.account.failed': 'Nie udało się połączyć konta ({error}). Spróbuj ponownie.',
};

export default texts;
