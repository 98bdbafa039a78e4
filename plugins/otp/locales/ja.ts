import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'メールアドレスが正しくありません。もう一度お試しください。',
  'otp.title': '確認コードを入力',
  'otp.sentTo': '6 桁の確認コードを {destination} に送信しました。',
  'otp.digits': '確認コード',
  'otp.digit': '{count} 桁中 {n} 桁目',
  'otp.verifying': '確認コードを検証しています…',
  'otp.expiresIn': 'コードの有効期限まであと {time} です。届きませんでしたか？',
  'otp.expired': 'コードの有効期限が切れました。',
  'otp.resend': 'コードを再送信',
  'otp.resent': 'コードを再送信しました',
  'otp.resendWait': '{time} 後に利用できます',
  'otp.invalidCode': '確認コードが正しくありません。もう一度お試しください。',
  'otp.confirmation.title': '完了',
  'otp.confirmation.text': '確認コードが認証されました。',
  'otp.config.noMethods':
    'エラー：otp プロダクトには otpOptions.methods が必要です。sms、whatsapp、email のうち 1 つ以上をリストで指定してください。',
  'otp.config.unknownMethod':
    'エラー：otpOptions.methods に不明な OTP 方式「{method}」があります。sms、whatsapp、email のいずれかを使用してください。',
};

export default texts;
