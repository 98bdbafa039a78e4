import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'このメールアドレスは正しくありません。',
  'server.invalid_phone_number': 'この電話番号は正しくありません。',
  'server.email_not_found': 'このメールアドレスを使用しているアカウントはありません。',
  'server.phone_number_not_found': 'この電話番号を使用しているアカウントはありません。',
  'server.duplicate_email': 'このメールアドレスのアカウントはすでに存在します。',
  'server.duplicate_phone_number': 'この電話番号のアカウントはすでに存在します。',
  'server.unauthorized_credentials': 'ログイン情報が正しくありません。もう一度お試しください。',
  'server.otp_code_not_found': 'コードが正しくないか、有効期限が切れています。もう一度お試しください。',
  'server.magic_link_not_found': 'このリンクは使用できません。新しいリンクをリクエストしてください。',
  'server.unable_to_auth_magic_link': 'このリンクは使用済みか、有効期限が切れています。新しいリンクをリクエストしてください。',
  'server.pkce_mismatch': 'このリンクは、リクエストしたブラウザでのみ使用できます。',
  'server.weak_password': 'このパスワードは弱すぎます。より強力なパスワードを選んでください。',
  'server.session_not_found': 'セッションが終了しました。もう一度ログインしてください。',
  'server.user_unauthenticated': '先にログインしてください。',
  'server.too_many_requests': '試行回数が多すぎます。しばらく待ってから、もう一度お試しください。',
  'server.crypto_wallet_challenge_expired': '署名のリクエストの有効期限が切れました。もう一度お試しください。',
  'server.invalid_signature': 'ウォレットの署名を確認できませんでした。もう一度お試しください。',
  'server.duplicate_crypto_wallet': 'このウォレットは別のアカウントですでに使用されています。',
  'server.duplicate_webauthn_registration': 'このパスキーはすでに登録されています。',
  'server.unable_to_auth_webauthn_registration': 'パスキーを確認できませんでした。もう一度お試しください。',
  'server.oauth_request_not_found':
    'このログインリクエストは有効期限が切れているか、すでに応答済みです。サイトに戻って、最初からやり直してください。',
  'server.internal_server_error': '問題が発生しました。もう一度お試しください。',
  'server.service_unavailable': '現在サービスを利用できません。しばらくしてから、もう一度お試しください。',
};

export default texts;
