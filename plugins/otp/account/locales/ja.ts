import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': '確認コードを送信',
  'otp.account.sentTo': '{destination} に送信した確認コードを入力すると、アカウントに追加されます。',
  'otp.account.verify': '確認',
};

export default texts;
