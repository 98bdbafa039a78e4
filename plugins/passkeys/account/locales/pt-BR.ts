import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'Chaves de acesso',
  'passkey.account.added': 'Chave de acesso criada.',
  'passkey.account.renamed': 'Chave de acesso renomeada.',
  'passkey.account.deleted': 'Chave de acesso excluída.',
};

export default texts;
