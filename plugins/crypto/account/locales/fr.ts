import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'Portefeuilles',
  'crypto.account.empty': "Aucun portefeuille pour l'instant.",
  'crypto.account.add': 'Ajouter {wallet}',
  'crypto.account.none': "Aucun portefeuille n'a été trouvé dans ce navigateur. Installez-en un, puis revenez pour l'ajouter.",
  'crypto.account.added': 'Portefeuille ajouté.',
  'crypto.account.removed': 'Portefeuille supprimé.',
  'crypto.account.removeWarning': 'Une fois supprimé, ce portefeuille ne pourra plus servir à vous connecter.',
  'crypto.account.connectFailed': "La connexion à {wallet} n'a pas abouti ; aucun portefeuille n'a été ajouté. Réessayez.",
  'crypto.account.signFailed': "Le message n'a pas été signé dans {wallet} ; le portefeuille n'a pas été ajouté. Réessayez.",
  'crypto.account.taken': 'Ce portefeuille appartient à un autre compte.',
  'crypto.account.chain': 'Portefeuille {chain}',
};

export default texts;
