import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': '링크 보내기',
  'eml.account.sentTo': '{email}에 링크를 보냈습니다. 이 브라우저에서 링크를 열면 주소가 계정에 추가됩니다.',
  'eml.account.resend': '링크 다시 보내기',
};

export default texts;
