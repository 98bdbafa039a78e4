import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'Wallets',
  'crypto.account.empty': 'Nog geen wallet.',
  'crypto.account.add': '{wallet} toevoegen',
  'crypto.account.none': 'Er is geen wallet gevonden in deze browser. Installeer er een en kom dan terug om hem toe te voegen.',
  'crypto.account.added': 'Wallet toegevoegd.',
  'crypto.account.removed': 'Wallet verwijderd.',
  'crypto.account.removeWarning': 'Na het verwijderen kun je met deze wallet niet meer inloggen.',
  'crypto.account.connectFailed': 'Er kon geen verbinding worden gemaakt met {wallet}, dus er is geen wallet toegevoegd. Probeer het opnieuw.',
  'crypto.account.signFailed': 'Het bericht is niet ondertekend in {wallet}, dus de wallet is niet toegevoegd. Probeer het opnieuw.',
  'crypto.account.taken': 'Deze wallet hoort bij een ander account.',
  'crypto.account.chain': '{chain}-wallet',
};

export default texts;
