import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': '已关联的账号',
  'oauth.account.empty': '尚未关联任何账号。',
  'oauth.account.connect': '关联 {provider}',
  'oauth.account.connected': '已关联 {provider}。',
  'oauth.account.disconnected': '已取消关联 {provider}。',
  'oauth.account.removeWarning': '取消关联后，将无法再使用此账号登录。',
  'oauth.account.cancelled': '关联已取消，未作任何更改。',
  'oauth.account.taken': '该账号已关联到其他用户，因此未在此关联。',
  'oauth.account.failed': '无法关联该账号（{error}）。请重试。',
};

export default texts;
