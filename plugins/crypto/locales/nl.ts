import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'Doorgaan met {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'een andere Ethereum-wallet',
  'crypto.wallet.otherSolana': 'een andere Solana-wallet',
  'crypto.otherWallets': 'Doorgaan met een andere cryptowallet',
  'crypto.setUp': 'Nieuwe cryptowallet instellen',
  'crypto.wallets': 'Cryptowallets',
  'crypto.other.title': 'Andere cryptowallets',
  'crypto.setup.title': 'Nieuwe cryptowallet instellen',
  'crypto.setup.text':
    'Met een cryptowallet log je in zonder wachtwoord of code. Installeer een Ethereum- of Solana-wallet, bijvoorbeeld een van deze, kom dan hier terug en ga ermee verder.',
  'crypto.setup.downloads': 'Wallet-downloads',
  'crypto.newTab': '(opent in een nieuw tabblad)',
  'crypto.connect.title': 'Verbind je wallet',
  'crypto.connect.text': 'Keur het verbindingsverzoek goed in {wallet} om door te gaan.',
  'crypto.sign.title': 'Onderteken het bericht',
  'crypto.sign.text':
    'Onderteken het bericht dat {wallet} je laat zien. Daarmee bewijs je dat de wallet van jou is; het kost niets en er wordt geen transactie verstuurd.',
  'crypto.waiting': 'Wachten op {wallet}…',
  'crypto.stuck': 'Gebeurt er niets? Ga met de terugpijl terug naar het inlogscherm en probeer het opnieuw.',
  'crypto.error.title': 'Er is iets misgegaan',
  'crypto.error.text': 'Je inlogverzoek kan niet worden afgerond. Ga met de terugpijl terug naar het inlogscherm en probeer het opnieuw.',
  'crypto.error.connect': '[Fout] Kan geen verbinding maken met de wallet',
  'crypto.error.sign': '[Fout] Kan het bericht niet ondertekenen',
  'crypto.confirmation.title': 'Gelukt!',
  'crypto.confirmation.text': 'Je wallet is geverifieerd en je bent ingelogd.',
};

export default texts;
