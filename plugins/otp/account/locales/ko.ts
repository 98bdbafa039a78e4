import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': '인증번호 보내기',
  'otp.account.sentTo': '{destination}에 보낸 인증번호를 입력하면 계정에 추가됩니다.',
  'otp.account.verify': '확인',
};

export default texts;
