import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'Klucze dostępu',
  'passkey.account.added': 'Utworzono klucz dostępu.',
  'passkey.account.renamed': 'Zmieniono nazwę klucza dostępu.',
  'passkey.account.deleted': 'Usunięto klucz dostępu.',
};

export default texts;
