import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': '通过 {wallet} 继续',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': '其他以太坊钱包',
  'crypto.wallet.otherSolana': '其他 Solana 钱包',
  'crypto.otherWallets': '通过其他加密钱包继续',
  'crypto.setUp': '设置新的加密钱包',
  'crypto.wallets': '加密钱包',
  'crypto.other.title': '其他加密钱包',
  'crypto.setup.title': '设置新的加密钱包',
  'crypto.setup.text': '有了加密钱包，无需密码或验证码即可登录。请安装任意一款以太坊或 Solana 钱包（例如下列几款），然后回到这里，通过该钱包继续。',
  'crypto.setup.downloads': '钱包下载',
  'crypto.newTab': '（在新标签页中打开）',
  'crypto.connect.title': '连接钱包',
  'crypto.connect.text': '请在 {wallet} 中批准连接请求以继续。',
  'crypto.sign.title': '签署消息',
  'crypto.sign.text': '请签署 {wallet} 显示的消息。签名可证明该钱包归您所有，不产生任何费用，也不会发送任何交易。',
  'crypto.waiting': '正在等待 {wallet}…',
  'crypto.stuck': '没有反应？请使用返回箭头回到登录页面，然后重试。',
  'crypto.error.title': '好像出错了！',
  'crypto.error.text': '无法完成您的登录请求。请使用返回箭头回到登录页面，然后重试。',
  'crypto.error.connect': '[错误] 无法连接到钱包',
  'crypto.error.sign': '[错误] 无法签署消息',
  'crypto.confirmation.title': '成功',
  'crypto.confirmation.text': '您的钱包已通过验证，您已登录。',
};

export default texts;
