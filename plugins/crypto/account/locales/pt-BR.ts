import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'Carteiras',
  'crypto.account.empty': 'Nenhuma carteira ainda.',
  'crypto.account.add': 'Adicionar {wallet}',
  'crypto.account.none': 'Nenhuma carteira foi encontrada neste navegador. Instale uma e volte para adicioná-la.',
  'crypto.account.added': 'Carteira adicionada.',
  'crypto.account.removed': 'Carteira removida.',
  'crypto.account.removeWarning': 'Depois de removida, esta carteira não poderá mais ser usada para entrar.',
  'crypto.account.connectFailed': 'Não foi possível conectar com {wallet}, por isso nenhuma carteira foi adicionada. Tente de novo.',
  'crypto.account.signFailed': 'A mensagem não foi assinada em {wallet}, por isso a carteira não foi adicionada. Tente de novo.',
  'crypto.account.taken': 'Esta carteira pertence a outra conta.',
  'crypto.account.chain': 'Carteira {chain}',
};

export default texts;
