import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'Wallets',
  'crypto.account.empty': 'Noch keine Wallet.',
  'crypto.account.add': 'Mit {wallet} hinzufügen',
  'crypto.account.none': 'In diesem Browser wurde keine Wallet gefunden. Installieren Sie eine und kommen Sie dann zurück, um sie hinzuzufügen.',
  'crypto.account.added': 'Wallet hinzugefügt.',
  'crypto.account.removed': 'Wallet entfernt.',
  'crypto.account.removeWarning': 'Nach dem Entfernen kann diese Wallet nicht mehr zur Anmeldung verwendet werden.',
  'crypto.account.connectFailed': 'Keine Verbindung mit {wallet}, daher wurde keine Wallet hinzugefügt. Bitte versuchen Sie es erneut.',
  'crypto.account.signFailed':
    'Die Nachricht wurde in {wallet} nicht signiert, daher wurde die Wallet nicht hinzugefügt. Bitte versuchen Sie es erneut.',
  'crypto.account.taken': 'Diese Wallet gehört zu einem anderen Konto.',
  'crypto.account.chain': '{chain}-Wallet',
};

export default texts;
