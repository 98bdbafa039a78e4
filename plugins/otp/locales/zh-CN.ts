import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': '邮箱地址无效，请重试。',
  'otp.title': '输入验证码',
  'otp.sentTo': '6 位验证码已发送至 {destination}。',
  'otp.digits': '验证码',
  'otp.digit': '第 {n} 位，共 {count} 位',
  'otp.verifying': '正在验证…',
  'otp.expiresIn': '验证码将在 {time} 后过期。没有收到？',
  'otp.expired': '验证码已过期。',
  'otp.resend': '重新发送验证码',
  'otp.resent': '验证码已重新发送',
  'otp.resendWait': '{time} 后可用',
  'otp.invalidCode': '验证码无效，请重试。',
  'otp.confirmation.title': '成功',
  'otp.confirmation.text': '验证码验证成功。',
  'otp.config.noMethods': '错误：otp 产品需要 otpOptions.methods：一个列表，包含 sms、whatsapp 和 email 中的一项或多项。',
  'otp.config.unknownMethod': '错误：otpOptions.methods 中有未知的 OTP 方式“{method}”。请使用 sms、whatsapp 或 email。',
};

export default texts;
