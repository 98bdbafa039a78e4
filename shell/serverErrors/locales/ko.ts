import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': '이메일 주소가 올바르지 않습니다.',
  'server.invalid_phone_number': '전화번호가 올바르지 않습니다.',
  'server.email_not_found': '이 이메일 주소를 사용하는 계정이 없습니다.',
  'server.phone_number_not_found': '이 전화번호를 사용하는 계정이 없습니다.',
  'server.duplicate_email': '이 이메일 주소로 가입된 계정이 이미 있습니다.',
  'server.duplicate_phone_number': '이 전화번호로 가입된 계정이 이미 있습니다.',
  'server.unauthorized_credentials': '로그인 정보가 올바르지 않습니다. 다시 시도하세요.',
  'server.otp_code_not_found': '인증번호가 올바르지 않거나 만료되었습니다. 다시 시도하세요.',
  'server.magic_link_not_found': '이 링크는 사용할 수 없습니다. 새 링크를 요청하세요.',
  'server.unable_to_auth_magic_link': '이 링크는 이미 사용되었거나 만료되었습니다. 새 링크를 요청하세요.',
  'server.pkce_mismatch': '이 링크는 요청한 브라우저에서만 사용할 수 있습니다.',
  'server.weak_password': '비밀번호가 너무 약합니다. 더 안전한 비밀번호를 선택하세요.',
  'server.session_not_found': '세션이 종료되었습니다. 다시 로그인하세요.',
  'server.user_unauthenticated': '먼저 로그인하세요.',
  'server.too_many_requests': '시도 횟수가 너무 많습니다. 잠시 후 다시 시도하세요.',
  'server.crypto_wallet_challenge_expired': '서명 요청이 만료되었습니다. 다시 시도하세요.',
  'server.invalid_signature': '지갑 서명을 확인할 수 없습니다. 다시 시도하세요.',
  'server.duplicate_crypto_wallet': '다른 계정에서 이미 이 지갑을 사용하고 있습니다.',
  'server.duplicate_webauthn_registration': '이미 등록된 패스키입니다.',
  'server.unable_to_auth_webauthn_registration': '패스키를 확인할 수 없습니다. 다시 시도하세요.',
  'server.oauth_request_not_found': '이 로그인 요청은 만료되었거나 이미 처리되었습니다. 사이트로 돌아가 처음부터 다시 시작하세요.',
  'server.internal_server_error': '일시적인 오류가 발생했습니다. 다시 시도하세요.',
  'server.service_unavailable': '지금은 서비스를 이용할 수 없습니다. 잠시 후 다시 시도하세요.',
};

export default texts;
