import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'Kontynuuj przez {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'inny portfel Ethereum',
  'crypto.wallet.otherSolana': 'inny portfel Solana',
  'crypto.otherWallets': 'Kontynuuj przez inny portfel kryptowalutowy',
  'crypto.setUp': 'Załóż nowy portfel kryptowalutowy',
  'crypto.wallets': 'Portfele kryptowalutowe',
  'crypto.other.title': 'Inne portfele kryptowalutowe',
  'crypto.setup.title': 'Załóż nowy portfel kryptowalutowy',
  'crypto.setup.text':
    'Portfel kryptowalutowy pozwala logować się bez hasła i kodu. Zainstaluj dowolny portfel Ethereum lub Solana, na przykład jeden z poniższych, a potem wróć tutaj i kontynuuj przez niego.',
  'crypto.setup.downloads': 'Pobieranie portfeli',
  'crypto.newTab': '(otwiera się w nowej karcie)',
  'crypto.connect.title': 'Połącz portfel',
  'crypto.connect.text': 'Aby kontynuować, zatwierdź prośbę o połączenie wyświetloną przez {wallet}.',
  'crypto.sign.title': 'Podpisz wiadomość',
  'crypto.sign.text':
    'Podpisz wiadomość wyświetloną przez {wallet}. Podpis potwierdza, że portfel należy do Ciebie; nic nie kosztuje i nie wysyła żadnej transakcji.',
  'crypto.waiting': 'Oczekiwanie na {wallet}…',
  'crypto.stuck': 'Nic się nie dzieje? Wróć strzałką wstecz do ekranu logowania i spróbuj ponownie.',
  'crypto.error.title': 'Wygląda na to, że wystąpił błąd!',
  'crypto.error.text': 'Nie udało się dokończyć logowania. Wróć strzałką wstecz do ekranu logowania i spróbuj ponownie.',
  'crypto.error.connect': '[Błąd] Nie udało się połączyć z portfelem',
  'crypto.error.sign': '[Błąd] Nie udało się podpisać wiadomości',
  'crypto.confirmation.title': 'Gotowe',
  'crypto.confirmation.text': 'Portfel został zweryfikowany, a logowanie zakończone.',
};

export default texts;
