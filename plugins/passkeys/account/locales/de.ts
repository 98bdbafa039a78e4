import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'Passkeys',
  'passkey.account.added': 'Passkey erstellt.',
  'passkey.account.renamed': 'Passkey umbenannt.',
  'passkey.account.deleted': 'Passkey gelöscht.',
};

export default texts;
