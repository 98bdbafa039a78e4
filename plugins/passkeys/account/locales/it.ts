import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'Passkey',
  'passkey.account.added': 'Passkey creata.',
  'passkey.account.renamed': 'Passkey rinominata.',
  'passkey.account.deleted': 'Passkey eliminata.',
};

export default texts;
