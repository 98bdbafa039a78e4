import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': '邮箱地址无效',
  'eml.confirmation.title': '请查收邮件',
  'eml.confirmation.sentTo': '已向 {email} 发送了一封邮件。',
  'eml.confirmation.openIn': '打开邮箱',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': '没有收到？',
  'eml.confirmation.resend': '重新发送邮件',
  'eml.confirmation.tryAgain': '重试',
  'eml.resent': '邮件已重新发送',
  'eml.config.withEmailOtp': '错误：不能同时使用 EML（邮件魔法链接）和邮箱 OTP',
};

export default texts;
