import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'Wallet',
  'crypto.account.empty': 'Nessun wallet per ora.',
  'crypto.account.add': 'Aggiungi {wallet}',
  'crypto.account.none': 'In questo browser non è stato trovato nessun wallet. Installane uno, poi torna qui per aggiungerlo.',
  'crypto.account.added': 'Wallet aggiunto.',
  'crypto.account.removed': 'Wallet rimosso.',
  'crypto.account.removeWarning': 'Una volta rimosso, questo wallet non potrà più essere usato per accedere.',
  'crypto.account.connectFailed': 'Impossibile connettersi a {wallet}, quindi non è stato aggiunto nessun wallet. Riprova.',
  'crypto.account.signFailed': 'Il messaggio non è stato firmato in {wallet}, quindi il wallet non è stato aggiunto. Riprova.',
  'crypto.account.taken': 'Questo wallet appartiene a un altro account.',
  'crypto.account.chain': 'Wallet {chain}',
};

export default texts;
