import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': '通过 {provider} 继续',
  'oauth.authenticate.title': '正在登录',
  'oauth.authenticate.progress': '正在完成登录…',
  'oauth.authenticate.failed': '登录失败',
  'oauth.confirmation.title': '成功',
  'oauth.confirmation.text': '您已成功登录。',
  'oauth.return.cancelled': '社交账号登录已取消。请选择一种登录方式重试。',
  'oauth.return.failed': '社交账号登录未完成（{error}）。请重试。',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': '正在加载 Google One Tap',
  'oauth.oneTap.signingIn': '正在通过 Google 登录…',
  'oauth.oneTap.originNotAllowed':
    'Google One Tap 无法在 {origin} 上显示：该项目的 Google 客户端不允许此来源。请将其添加到客户端的“已获授权的 JavaScript 来源”中。',
  'oauth.oneTap.invalidClient':
    'Google One Tap 无法显示：Google 无法识别为此项目配置的客户端 ID。请检查它是否与 Google Cloud 控制台中的客户端 ID 一致。',
  'oauth.oneTap.noConfig': 'Google One Tap 无法显示：此项目未配置 Google OAuth 客户端。',
  'oauth.oneTap.noLoginRedirect': 'Google One Tap 无法显示：该项目没有登录重定向网址。请在信息中心注册一个。',
  'oauth.oneTap.noSignupRedirect': 'Google One Tap 无法显示：该项目没有注册重定向网址。请在信息中心注册一个。',
  'oauth.oneTap.defaultProvider':
    'Google One Tap 无法显示：默认的 Google OAuth 客户端不能与 One Tap 一起使用。请为该项目配置您自己的 Google 客户端。',
  'oauth.config.noProviders': '错误：oauthOptions.providers 必须至少列出一个社交登录提供方。',
  'oauth.config.unknownProvider': '错误：oauthOptions.providers 中有未知的 OAuth 提供方“{provider}”。',
  'oauth.config.twice': '错误：OAuth 提供方“{provider}”在 oauthOptions.providers 中列出了两次。',
  'oauth.config.badField': '错误：oauthOptions.providers 中“{provider}”条目的 {field} 无效。',
};

export default texts;
