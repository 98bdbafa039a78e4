import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': '연결된 계정',
  'oauth.account.empty': '아직 연결된 계정이 없습니다.',
  'oauth.account.connect': '{provider} 연결하기',
  'oauth.account.connected': '{provider} 계정이 연결되었습니다.',
  'oauth.account.disconnected': '{provider} 계정의 연결이 해제되었습니다.',
  'oauth.account.removeWarning': '연결을 해제하면 이 계정으로 더 이상 로그인할 수 없습니다.',
  'oauth.account.cancelled': '연결이 취소되었습니다. 변경된 내용은 없습니다.',
  'oauth.account.taken': '이 계정은 이미 다른 사용자와 연결되어 있어 여기에 연결되지 않았습니다.',
  'oauth.account.failed': '계정을 연결하지 못했습니다({error}). 다시 시도하세요.',
};

export default texts;
