import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'מפתחות גישה',
  'passkey.account.added': 'מפתח הגישה נוצר.',
  'passkey.account.renamed': 'שם מפתח הגישה שונה.',
  'passkey.account.deleted': 'מפתח הגישה נמחק.',
};

export default texts;
