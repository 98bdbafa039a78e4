import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'Llaves de acceso',
  'passkey.account.added': 'Llave de acceso creada.',
  'passkey.account.renamed': 'Llave de acceso renombrada.',
  'passkey.account.deleted': 'Llave de acceso eliminada.',
};

export default texts;
