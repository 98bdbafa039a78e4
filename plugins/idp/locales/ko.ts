import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': '필수 매개변수가 없습니다: {name}. 애플리케이션 개발자에게 문의하세요.',
  'idp.noSession': '활성 세션이 없습니다. 계속하려면 로그인하세요.',
  'idp.signIn.for': '{client}에 로그인합니다.',
  'idp.problem.title': '문제가 발생했습니다',
  'idp.redirecting': '애플리케이션으로 돌아가는 중…',
  'idp.consent.titleAccess': '{client}에서 {project} 계정에 대한 액세스를 요청합니다',
  'idp.consent.titleSignIn': '{project} 계정으로 {client}에 로그인',
  'idp.consent.intro': '허용하면 {client}에서 다음 작업을 할 수 있습니다:',
  'idp.consent.allow': '허용',
  'idp.consent.deny': '거부',
  'idp.consent.denied': '애플리케이션에 대한 액세스가 거부되었습니다.',
  'idp.scope.openid': '본인 확인',
  'idp.scope.profile': '이름 보기',
  'idp.scope.email': '이메일 주소 보기',
  'idp.scope.phone': '전화번호 보기',
  'idp.scope.offline_access': '사용자가 없을 때도 계정에 대한 액세스 유지',
  'idp.scope.full_access': '계정 전체 액세스 권한으로 사용자를 대신하여 작업',
  'idp.scope.other': '{scope} 범위 사용',
  'idp.logout.title': '로그아웃하시겠습니까?',
  'idp.logout.text': '애플리케이션에서 {project} 로그아웃을 요청했습니다.',
  'idp.logout.yes': '예',
  'idp.logout.no': '아니요',
  'idp.logout.stayedTitle': '로그인 상태가 유지되었습니다',
  'idp.logout.stayed': '로그아웃되지 않았습니다. 이 페이지를 닫아도 됩니다.',
  'idp.unsafeRedirect': '애플리케이션에서 지정한 돌아갈 주소를 열 수 없습니다.',
};

export default texts;
