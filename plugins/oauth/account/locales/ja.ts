import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': '連携しているアカウント',
  'oauth.account.empty': '連携しているアカウントはまだありません。',
  'oauth.account.connect': '{provider} と連携',
  'oauth.account.connected': '{provider} と連携しました。',
  'oauth.account.disconnected': '{provider} との連携を解除しました。',
  'oauth.account.removeWarning': '連携を解除すると、このアカウントではログインできなくなります。',
  'oauth.account.cancelled': '連携はキャンセルされました。何も変更されていません。',
  'oauth.account.taken': 'そのアカウントは別のユーザーと連携済みのため、ここでは連携されませんでした。',
  'oauth.account.failed': 'アカウントを連携できませんでした ({error})。もう一度お試しください。',
};

export default texts;
