import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': '此邮箱地址无效。',
  'server.invalid_phone_number': '此手机号码无效。',
  'server.email_not_found': '没有账号使用此邮箱地址。',
  'server.phone_number_not_found': '没有账号使用此手机号码。',
  'server.duplicate_email': '使用此邮箱地址的账号已存在。',
  'server.duplicate_phone_number': '使用此手机号码的账号已存在。',
  'server.unauthorized_credentials': '登录信息不正确，请重试。',
  'server.otp_code_not_found': '验证码错误或已过期，请重试。',
  'server.magic_link_not_found': '此链接无效，请重新获取。',
  'server.unable_to_auth_magic_link': '此链接已被使用或已过期，请重新获取。',
  'server.pkce_mismatch': '此链接只能在您请求它的浏览器中使用。',
  'server.weak_password': '此密码强度太弱，请选择更安全的密码。',
  'server.session_not_found': '您的会话已结束，请重新登录。',
  'server.user_unauthenticated': '请先登录。',
  'server.too_many_requests': '尝试次数过多，请稍候再试。',
  'server.crypto_wallet_challenge_expired': '签名请求已过期，请重试。',
  'server.invalid_signature': '无法验证钱包签名，请重试。',
  'server.duplicate_crypto_wallet': '此钱包已被其他账号使用。',
  'server.duplicate_webauthn_registration': '此通行密钥已注册。',
  'server.unable_to_auth_webauthn_registration': '无法验证通行密钥，请重试。',
  'server.oauth_request_not_found': '此登录请求已过期或已处理。请返回网站重新开始。',
  'server.internal_server_error': '我们这边出了点问题，请重试。',
  'server.service_unavailable': '服务暂时不可用，请稍后重试。',
};

export default texts;
