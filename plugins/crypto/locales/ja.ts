import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': '{wallet} で続ける',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'その他の Ethereum ウォレット',
  'crypto.wallet.otherSolana': 'その他の Solana ウォレット',
  'crypto.otherWallets': 'その他の暗号資産ウォレットで続ける',
  'crypto.setUp': '新しい暗号資産ウォレットを設定',
  'crypto.wallets': '暗号資産ウォレット',
  'crypto.other.title': 'その他の暗号資産ウォレット',
  'crypto.setup.title': '新しい暗号資産ウォレットを設定',
  'crypto.setup.text':
    '暗号資産ウォレットがあれば、パスワードやコードなしでログインできます。以下のような Ethereum または Solana のウォレットをインストールしてから、この画面に戻り、そのウォレットで続けてください。',
  'crypto.setup.downloads': 'ウォレットのダウンロード',
  'crypto.newTab': '（新しいタブで開きます）',
  'crypto.connect.title': 'ウォレットを接続',
  'crypto.connect.text': '続けるには、{wallet} で接続リクエストを承認してください。',
  'crypto.sign.title': 'メッセージに署名',
  'crypto.sign.text':
    '{wallet} に表示されるメッセージに署名してください。署名はウォレットの所有者であることを証明するもので、費用はかからず、取引も送信されません。',
  'crypto.waiting': '{wallet} を待っています…',
  'crypto.stuck': '反応がない場合は、戻る矢印でログイン画面に戻り、もう一度お試しください。',
  'crypto.error.title': 'エラーが発生しました',
  'crypto.error.text': 'ログインのリクエストを完了できませんでした。戻る矢印でログイン画面に戻り、もう一度お試しください。',
  'crypto.error.connect': '[エラー] ウォレットに接続できませんでした',
  'crypto.error.sign': '[エラー] メッセージに署名できませんでした',
  'crypto.confirmation.title': '完了',
  'crypto.confirmation.text': 'ウォレットが確認され、ログインしました。',
};

export default texts;
