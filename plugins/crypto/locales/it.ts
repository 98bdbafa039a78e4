import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'Continua con {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'un altro wallet Ethereum',
  'crypto.wallet.otherSolana': 'un altro wallet Solana',
  'crypto.otherWallets': 'Continua con un altro wallet crypto',
  'crypto.setUp': 'Configura un nuovo wallet crypto',
  'crypto.wallets': 'Wallet crypto',
  'crypto.other.title': 'Altri wallet crypto',
  'crypto.setup.title': 'Configura un nuovo wallet crypto',
  'crypto.setup.text':
    'Un wallet crypto ti permette di accedere senza password né codici. Installa un qualsiasi wallet Ethereum o Solana, ad esempio uno di questi, poi torna qui e continua con quello.',
  'crypto.setup.downloads': 'Download dei wallet',
  'crypto.newTab': '(si apre in una nuova scheda)',
  'crypto.connect.title': 'Collega il tuo wallet',
  'crypto.connect.text': 'Approva la richiesta di connessione in {wallet} per continuare.',
  'crypto.sign.title': 'Firma il messaggio',
  'crypto.sign.text': 'Firma il messaggio mostrato da {wallet}. La firma dimostra che il wallet è tuo: è gratuita e non invia alcuna transazione.',
  'crypto.waiting': 'In attesa di {wallet}…',
  'crypto.stuck': 'Non succede nulla? Usa la freccia Indietro per tornare alla schermata di accesso e riprova.',
  'crypto.error.title': 'Si è verificato un errore',
  'crypto.error.text':
    'Non è stato possibile completare la richiesta di accesso. Usa la freccia Indietro per tornare alla schermata di accesso e riprova.',
  'crypto.error.connect': '[Errore] Impossibile connettersi al wallet',
  'crypto.error.sign': '[Errore] Impossibile firmare il messaggio',
  'crypto.confirmation.title': 'Fatto!',
  'crypto.confirmation.text': "Il tuo wallet è verificato e hai effettuato l'accesso.",
};

export default texts;
