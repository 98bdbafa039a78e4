import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { MagicLinkMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<MagicLinkMessages> = {
  'eml.invalidEmail': '이메일 주소가 올바르지 않습니다',
  'eml.confirmation.title': '이메일을 확인하세요',
  'eml.confirmation.sentTo': '{email} 주소로 이메일을 보냈습니다.',
  'eml.confirmation.openIn': '이메일 열기',
  'eml.confirmation.gmail': 'Gmail',
  'eml.confirmation.yahoo': 'Yahoo',
  'eml.confirmation.outlook': 'Outlook',
  'eml.confirmation.noEmail': '이메일을 받지 못하셨나요?',
  'eml.confirmation.resend': '이메일 다시 보내기',
  'eml.confirmation.tryAgain': '다시 시도',
  'eml.resent': '이메일을 다시 보냈습니다',
  'eml.config.withEmailOtp': '오류: EML(이메일 매직 링크)과 이메일 OTP는 함께 사용할 수 없습니다',
};

export default texts;
