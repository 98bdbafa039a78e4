import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': "Clés d'accès",
  'passkey.account.added': "Clé d'accès créée.",
  'passkey.account.renamed': "Clé d'accès renommée.",
  'passkey.account.deleted': "Clé d'accès supprimée.",
};

export default texts;
