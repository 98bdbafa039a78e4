import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'Weiter mit {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'einer anderen Ethereum-Wallet',
  'crypto.wallet.otherSolana': 'einer anderen Solana-Wallet',
  'crypto.otherWallets': 'Weiter mit einer anderen Krypto-Wallet',
  'crypto.setUp': 'Neue Krypto-Wallet einrichten',
  'crypto.wallets': 'Krypto-Wallets',
  'crypto.other.title': 'Weitere Krypto-Wallets',
  'crypto.setup.title': 'Neue Krypto-Wallet einrichten',
  'crypto.setup.text':
    'Mit einer Krypto-Wallet melden Sie sich ohne Passwort und ohne Code an. Installieren Sie eine beliebige Ethereum- oder Solana-Wallet, zum Beispiel eine der folgenden, und kehren Sie dann hierher zurück, um damit fortzufahren.',
  'crypto.setup.downloads': 'Wallet-Downloads',
  'crypto.newTab': '(wird in einem neuen Tab geöffnet)',
  'crypto.connect.title': 'Wallet verbinden',
  'crypto.connect.text': 'Bestätigen Sie die Verbindungsanfrage in {wallet}, um fortzufahren.',
  'crypto.sign.title': 'Nachricht signieren',
  'crypto.sign.text':
    'Signieren Sie die Nachricht in {wallet}. Die Signatur beweist, dass die Wallet Ihnen gehört; sie ist kostenlos und löst keine Transaktion aus.',
  'crypto.waiting': 'Warten auf Antwort von {wallet}…',
  'crypto.stuck': 'Passiert nichts? Kehren Sie mit dem Zurück-Pfeil zum Anmeldebildschirm zurück und versuchen Sie es erneut.',
  'crypto.error.title': 'Da ist etwas schiefgelaufen',
  'crypto.error.text':
    'Ihre Anmeldeanfrage konnte nicht abgeschlossen werden. Kehren Sie mit dem Zurück-Pfeil zum Anmeldebildschirm zurück und versuchen Sie es erneut.',
  'crypto.error.connect': '[Fehler] Verbindung zur Wallet fehlgeschlagen',
  'crypto.error.sign': '[Fehler] Nachricht konnte nicht signiert werden',
  'crypto.confirmation.title': 'Geschafft!',
  'crypto.confirmation.text': 'Ihre Wallet ist bestätigt und Sie sind angemeldet.',
};

export default texts;
