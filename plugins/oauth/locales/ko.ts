import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': '{provider} 계정으로 계속하기',
  'oauth.authenticate.title': '로그인 중',
  'oauth.authenticate.progress': '로그인을 마무리하는 중…',
  'oauth.authenticate.failed': '로그인하지 못했습니다',
  'oauth.confirmation.title': '완료',
  'oauth.confirmation.text': '로그인되었습니다.',
  'oauth.return.cancelled': '소셜 로그인이 취소되었습니다. 다시 시도하려면 로그인 방법을 선택하세요.',
  'oauth.return.failed': '소셜 로그인을 완료하지 못했습니다({error}). 다시 시도하세요.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Google One Tap 불러오는 중',
  'oauth.oneTap.signingIn': 'Google 계정으로 로그인하는 중…',
  'oauth.oneTap.originNotAllowed':
    "{origin}에서는 Google One Tap을 표시할 수 없습니다. 이 원본은 프로젝트의 Google 클라이언트에서 허용되지 않습니다. 클라이언트의 '승인된 자바스크립트 원본'에 추가하세요.",
  'oauth.oneTap.invalidClient':
    'Google One Tap을 표시할 수 없습니다. 이 프로젝트에 구성된 클라이언트 ID를 Google에서 인식하지 못합니다. Google Cloud 콘솔의 클라이언트 ID와 일치하는지 확인하세요.',
  'oauth.oneTap.noConfig': 'Google One Tap을 표시할 수 없습니다. 이 프로젝트에 구성된 Google OAuth 클라이언트가 없습니다.',
  'oauth.oneTap.noLoginRedirect': 'Google One Tap을 표시할 수 없습니다. 프로젝트에 로그인 리디렉션 URL이 없습니다. 대시보드에서 등록하세요.',
  'oauth.oneTap.noSignupRedirect': 'Google One Tap을 표시할 수 없습니다. 프로젝트에 회원가입 리디렉션 URL이 없습니다. 대시보드에서 등록하세요.',
  'oauth.oneTap.defaultProvider':
    'Google One Tap을 표시할 수 없습니다. 기본 Google OAuth 클라이언트는 One Tap에 사용할 수 없습니다. 프로젝트에 자체 Google 클라이언트를 구성하세요.',
  'oauth.config.noProviders': '오류: oauthOptions.providers에 소셜 로그인 제공업체를 하나 이상 지정해야 합니다.',
  'oauth.config.unknownProvider': '오류: oauthOptions.providers에 알 수 없는 OAuth 제공업체가 있습니다: "{provider}"',
  'oauth.config.twice': '오류: oauthOptions.providers에 OAuth 제공업체 "{provider}" 항목이 두 번 있습니다.',
  'oauth.config.badField': '오류: oauthOptions.providers의 "{provider}" 항목에 잘못된 {field} 값이 있습니다.',
};

export default texts;
