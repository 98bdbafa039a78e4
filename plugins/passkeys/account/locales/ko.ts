import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasskeyAccountMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': '패스키',
  'passkey.account.added': '패스키가 만들어졌습니다.',
  'passkey.account.renamed': '패스키 이름이 변경되었습니다.',
  'passkey.account.deleted': '패스키가 삭제되었습니다.',
};

export default texts;
