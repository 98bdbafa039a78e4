import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'ウォレット',
  'crypto.account.empty': 'ウォレットはまだありません。',
  'crypto.account.add': '{wallet} を追加',
  'crypto.account.none': 'このブラウザにウォレットが見つかりません。インストールしてから、このページに戻って追加してください。',
  'crypto.account.added': 'ウォレットを追加しました。',
  'crypto.account.removed': 'ウォレットを削除しました。',
  'crypto.account.removeWarning': '削除すると、このウォレットではログインできなくなります。',
  'crypto.account.connectFailed': '{wallet} と接続できなかったため、ウォレットは追加されませんでした。もう一度お試しください。',
  'crypto.account.signFailed': '{wallet} でメッセージが署名されなかったため、ウォレットは追加されませんでした。もう一度お試しください。',
  'crypto.account.taken': 'このウォレットは別のアカウントで使われています。',
  'crypto.account.chain': '{chain} ウォレット',
};

export default texts;
