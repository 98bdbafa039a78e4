import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': '发送验证码',
  'otp.account.sentTo': '请输入我们发送到 {destination} 的验证码，将其添加到您的账号。',
  'otp.account.verify': '验证',
};

export default texts;
