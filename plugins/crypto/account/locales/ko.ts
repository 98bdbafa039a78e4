import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': '지갑',
  'crypto.account.empty': '아직 지갑이 없습니다.',
  'crypto.account.add': '{wallet} 추가',
  'crypto.account.none': '이 브라우저에서 지갑을 찾지 못했습니다. 지갑을 설치한 뒤 돌아와서 추가하세요.',
  'crypto.account.added': '지갑이 추가되었습니다.',
  'crypto.account.removed': '지갑이 삭제되었습니다.',
  'crypto.account.removeWarning': '삭제하면 이 지갑으로 더 이상 로그인할 수 없습니다.',
  'crypto.account.connectFailed': '{wallet} 연결에 실패하여 지갑이 추가되지 않았습니다. 다시 시도하세요.',
  'crypto.account.signFailed': '{wallet}에서 메시지에 서명하지 않아 지갑이 추가되지 않았습니다. 다시 시도하세요.',
  'crypto.account.taken': '이 지갑은 다른 계정에서 사용 중입니다.',
  'crypto.account.chain': '{chain} 지갑',
};

export default texts;
