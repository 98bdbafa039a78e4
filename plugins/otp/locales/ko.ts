import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': '이메일 주소가 올바르지 않습니다. 다시 시도하세요.',
  'otp.title': '인증번호 입력',
  'otp.sentTo': '6자리 인증번호를 {destination}에 보냈습니다.',
  'otp.digits': '인증번호',
  'otp.digit': '{count}자리 중 {n}번째 자리',
  'otp.verifying': '인증번호 확인 중…',
  'otp.expiresIn': '{time} 후 인증번호가 만료됩니다. 받지 못하셨나요?',
  'otp.expired': '인증번호가 만료되었습니다.',
  'otp.resend': '인증번호 다시 보내기',
  'otp.resent': '인증번호를 다시 보냈습니다',
  'otp.resendWait': '{time} 후 가능',
  'otp.invalidCode': '인증번호가 올바르지 않습니다. 다시 시도하세요.',
  'otp.confirmation.title': '완료',
  'otp.confirmation.text': '인증번호가 확인되었습니다.',
  'otp.config.noMethods': '오류: otp 제품에는 otpOptions.methods가 필요합니다. sms, whatsapp, email 중 하나 이상을 목록으로 지정하세요.',
  'otp.config.unknownMethod': '오류: otpOptions.methods에 알 수 없는 OTP 방식이 있습니다: "{method}". sms, whatsapp, email 중 하나를 사용하세요.',
};

export default texts;
