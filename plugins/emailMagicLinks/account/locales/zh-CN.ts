import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': '发送链接',
  'eml.account.sentTo': '我们已向 {email} 发送了一个链接。请在此浏览器中打开该链接，将此地址添加到您的账号。',
  'eml.account.resend': '重新发送链接',
};

export default texts;
