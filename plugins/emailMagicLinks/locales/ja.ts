import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': 'メールアドレスが正しくありません',
  'eml.confirmation.title': 'メールを確認してください',
  'eml.confirmation.sentTo': '{email} にメールを送信しました。',
  'eml.confirmation.openIn': 'メールを開く',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': '届きませんでしたか？',
  'eml.confirmation.resend': 'メールを再送信',
  'eml.confirmation.tryAgain': 'やり直す',
  'eml.resent': 'メールを再送信しました',
  'eml.config.withEmailOtp': 'エラー：EML（メールのマジックリンク）とメール OTP は併用できません',
};

export default texts;
