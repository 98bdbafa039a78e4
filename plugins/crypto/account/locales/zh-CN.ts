import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': '钱包',
  'crypto.account.empty': '暂无钱包。',
  'crypto.account.add': '添加 {wallet}',
  'crypto.account.none': '此浏览器中未找到钱包。请先安装一个钱包，然后回来添加。',
  'crypto.account.added': '钱包已添加。',
  'crypto.account.removed': '钱包已移除。',
  'crypto.account.removeWarning': '移除后，将无法再使用此钱包登录。',
  'crypto.account.connectFailed': '未能连接 {wallet}，因此未添加钱包。请重试。',
  'crypto.account.signFailed': '未在 {wallet} 中签署消息，因此未添加钱包。请重试。',
  'crypto.account.taken': '此钱包属于另一个账号。',
  'crypto.account.chain': '{chain} 钱包',
};

export default texts;
