import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'Continuer avec {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'un autre portefeuille Ethereum',
  'crypto.wallet.otherSolana': 'un autre portefeuille Solana',
  'crypto.otherWallets': 'Continuer avec un autre portefeuille crypto',
  'crypto.setUp': 'Configurer un nouveau portefeuille crypto',
  'crypto.wallets': 'Portefeuilles crypto',
  'crypto.other.title': 'Autres portefeuilles crypto',
  'crypto.setup.title': 'Configurez un nouveau portefeuille crypto',
  'crypto.setup.text':
    "Un portefeuille crypto vous permet de vous connecter sans mot de passe ni code. Installez un portefeuille Ethereum ou Solana, par exemple l'un de ceux-ci, puis revenez ici et utilisez-le pour continuer.",
  'crypto.setup.downloads': 'Téléchargement de portefeuilles',
  'crypto.newTab': "(s'ouvre dans un nouvel onglet)",
  'crypto.connect.title': 'Connectez votre portefeuille',
  'crypto.connect.text': 'Approuvez la demande de connexion dans {wallet} pour continuer.',
  'crypto.sign.title': 'Signez le message',
  'crypto.sign.text':
    "Signez le message affiché par {wallet}. La signature prouve que le portefeuille vous appartient ; elle est gratuite et n'envoie aucune transaction.",
  'crypto.waiting': "En attente d'une réponse dans {wallet}…",
  'crypto.stuck': "Rien ne se passe ? Utilisez la flèche Retour pour revenir à l'écran de connexion et réessayez.",
  'crypto.error.title': "Une erreur s'est produite",
  'crypto.error.text': "Votre demande de connexion n'a pas pu aboutir. Utilisez la flèche Retour pour revenir à l'écran de connexion et réessayez.",
  'crypto.error.connect': '[Erreur] Connexion au portefeuille impossible',
  'crypto.error.sign': '[Erreur] Signature du message impossible',
  'crypto.confirmation.title': "C'est fait !",
  'crypto.confirmation.text': 'Votre portefeuille est vérifié et la connexion est établie.',
};

export default texts;
