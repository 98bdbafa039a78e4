import type { MessageTexts, ShellMessages } from '../registries.js';

/** Korean (ko). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': '회원가입 또는 로그인',
  'main.divider': '또는',
  'main.poweredBy': '제공:',
  'form.tabs.label': '로그인 방법',
  'form.email.label': '이메일',
  'form.email.placeholder': 'example@email.com',
  'form.phone.label': '전화번호',
  'form.phone.region': '국가 또는 지역',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': '전화번호가 올바르지 않습니다. 다시 시도하세요.',
  'form.tab.email': '이메일',
  'form.submit.email': '이메일로 계속하기',
  'form.tab.sms': '문자',
  'form.submit.sms': '문자 메시지로 계속하기',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'WhatsApp으로 계속하기',
  'form.required': '필수 입력 항목입니다.',
  'nav.back': '뒤로',
  'toast.region': '알림',
  loading: '불러오는 중',
  'config.alone': '오류: {product} 제품은 단독으로 사용할 수 없습니다. 설정에 다른 제품을 추가하세요.',
  'config.notLogin': '오류: {product} 제품은 로그인 방법이 아닙니다. 전용 진입점으로 마운트하세요.',
  'config.noEntryProduct': '오류: 이 빌드에는 {entry} 진입점을 여는 제품이 없습니다.',
  'config.notBuilt': '오류: 이 위젯 빌드에서는 {product} 제품을 사용할 수 없습니다.',
  'config.unknownProduct': '오류: 설정에 알 수 없는 제품이 있습니다: "{product}"',
  'config.loadFailed': '오류: {product} 제품을 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
  'config.codeFailed': '오류: 위젯 코드를 모두 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
  'config.wrongPlugin': '오류: "{product}"용으로 불러온 플러그인의 ID가 "{id}"입니다.',
  'screen.unknown': '오류: 알 수 없는 화면입니다: "{screen}"',
  'screen.failed': '오류: 이 화면을 표시할 수 없습니다. 뒤로 돌아가 다시 시도하세요.',
  'session.confirmation.title': '완료',
  'session.confirmation.text': '로그인되었습니다. 다른 탭에서 로그인을 마쳤습니다.',
  'error.securityCheckUnavailable':
    '보안 확인을 불러오지 못해 아무것도 보내지 않았습니다. 광고 차단기나 스크립트 차단기를 사용 중이라면 이 사이트를 허용한 다음 다시 시도하세요.',
};

export default texts;
