import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'Portfele',
  'crypto.account.empty': 'Nie ma jeszcze portfela.',
  'crypto.account.add': 'Dodaj {wallet}',
  'crypto.account.none': 'W tej przeglądarce nie znaleziono portfela. Zainstaluj portfel, a potem wróć, aby go dodać.',
  'crypto.account.added': 'Dodano portfel.',
  'crypto.account.removed': 'Usunięto portfel.',
  'crypto.account.removeWarning': 'Po usunięciu tego portfela nie będzie można go używać do logowania.',
  'crypto.account.connectFailed': 'Nie udało się połączyć przez {wallet}. Nie dodano portfela. Spróbuj ponownie.',
  'crypto.account.signFailed': 'Wiadomość nie została podpisana przez {wallet}. Nie dodano portfela. Spróbuj ponownie.',
  'crypto.account.taken': 'Ten portfel należy do innego konta.',
  'crypto.account.chain': 'Portfel {chain}',
};

export default texts;
