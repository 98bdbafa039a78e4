import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': '通行密钥',
  'passkey.account.added': '通行密钥已创建。',
  'passkey.account.renamed': '通行密钥已重命名。',
  'passkey.account.deleted': '通行密钥已删除。',
};

export default texts;
