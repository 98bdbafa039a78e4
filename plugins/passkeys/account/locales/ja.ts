import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'パスキー',
  'passkey.account.added': 'パスキーを作成しました。',
  'passkey.account.renamed': 'パスキーの名前を変更しました。',
  'passkey.account.deleted': 'パスキーを削除しました。',
};

export default texts;
