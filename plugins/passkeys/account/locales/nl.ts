import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'Toegangssleutels',
  'passkey.account.added': 'Toegangssleutel gemaakt.',
  'passkey.account.renamed': 'Toegangssleutel hernoemd.',
  'passkey.account.deleted': 'Toegangssleutel verwijderd.',
};

export default texts;
