import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': '{provider} で続ける',
  'oauth.authenticate.title': 'ログイン中',
  'oauth.authenticate.progress': 'ログインを完了しています…',
  'oauth.authenticate.failed': 'ログインできませんでした',
  'oauth.confirmation.title': '完了',
  'oauth.confirmation.text': 'ログインしました。',
  'oauth.return.cancelled': 'ソーシャルログインはキャンセルされました。ログイン方法を選んで、もう一度お試しください。',
  'oauth.return.failed': 'ソーシャルログインを完了できませんでした（{error}）。もう一度お試しください。',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Google One Tap を読み込んでいます',
  'oauth.oneTap.signingIn': 'Google でログインしています…',
  'oauth.oneTap.originNotAllowed':
    '{origin} では Google One Tap を表示できません。この生成元は、プロジェクトの Google クライアントで許可されていません。クライアントの「承認済みの JavaScript 生成元」に追加してください。',
  'oauth.oneTap.invalidClient':
    'Google One Tap を表示できません。このプロジェクトに設定されたクライアント ID が Google で認識されません。Google Cloud コンソールのクライアント ID と一致しているか確認してください。',
  'oauth.oneTap.noConfig': 'Google One Tap を表示できません。このプロジェクトには Google OAuth クライアントが設定されていません。',
  'oauth.oneTap.noLoginRedirect':
    'Google One Tap を表示できません。プロジェクトにログイン用のリダイレクト URL がありません。ダッシュボードで登録してください。',
  'oauth.oneTap.noSignupRedirect':
    'Google One Tap を表示できません。プロジェクトに新規登録用のリダイレクト URL がありません。ダッシュボードで登録してください。',
  'oauth.oneTap.defaultProvider':
    'Google One Tap を表示できません。デフォルトの Google OAuth クライアントは One Tap では使用できません。プロジェクト用に独自の Google クライアントを設定してください。',
  'oauth.config.noProviders': 'エラー：oauthOptions.providers には、ソーシャルプロバイダを 1 つ以上指定する必要があります。',
  'oauth.config.unknownProvider': 'エラー：oauthOptions.providers に不明な OAuth プロバイダ「{provider}」があります。',
  'oauth.config.twice': 'エラー：OAuth プロバイダ「{provider}」が oauthOptions.providers に 2 回指定されています。',
  'oauth.config.badField': 'エラー：oauthOptions.providers の「{provider}」エントリの {field} が無効です。',
};

export default texts;
