import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': '패스키로 로그인',
  'passkey.error.unknown': '패스키 인증 중 알 수 없는 오류가 발생했습니다. 다시 시도하세요.',
  'passkey.error.notFound':
    '패스키 등록 정보를 찾을 수 없습니다. 계정에서는 패스키를 삭제했지만 비밀번호 관리자에는 남아 있을 수 있습니다. 다시 시도하세요.',
  'passkey.error.alreadyRegistered':
    '이미 등록된 것으로 보여 패스키를 만들 수 없습니다. 다른 기기에서 등록한 패스키가 기기 간에 동기화되었을 수 있습니다.',
  'passkey.error.notCreated': "패스키가 만들어지지 않았습니다. 다시 시도하려면 '패스키 만들기'를 클릭하고, 패스키를 추가하지 않으려면 건너뛰세요.",
  'passkey.error.noUser': '오류: 인증된 활성 사용자가 없으면 PasskeyRegistration 컴포넌트를 사용할 수 없습니다.',
  'passkey.confirmation.title': '완료',
  'passkey.confirmation.text': '패스키로 인증되었습니다.',
  'passkey.start.title': '새 패스키 설정',
  'passkey.start.subtitle': '패스키를 사용하면 복잡한 비밀번호를 기억할 필요가 없습니다.',
  'passkey.start.text':
    '패스키는 지문, 얼굴 또는 화면 잠금으로 만드는 암호화된 디지털 키입니다. 패스키를 만들면 계정에 쉽고 안전하게 로그인할 수 있습니다.',
  'passkey.start.create': '패스키 만들기',
  'passkey.start.skip': '건너뛰기',
  'passkey.list.created': '패스키가 만들어졌습니다!',
  'passkey.list.title': '내 패스키',
  'passkey.list.existing': '등록된 패스키',
  'passkey.list.none': '아직 패스키가 없습니다.',
  'passkey.list.rename': '이름 변경',
  'passkey.list.renameOne': '{name} 이름 변경',
  'passkey.list.deleteOne': '{name} 삭제',
  'passkey.list.nameLabel': '패스키 이름',
  'passkey.list.save': '저장',
  'passkey.list.cancel': '취소',
  'passkey.list.deleteWarning': '삭제한 패스키는 복원할 수 없습니다.',
  'passkey.list.confirmDelete': '삭제',
  'passkey.list.another': '다른 패스키 설정',
  'passkey.list.done': '완료',
  'passkey.done.title': '설정 완료',
  'passkey.done.text': '패스키 설정이 저장되었습니다.',
  'passkey.upgrade.title': '로그인되었습니다',
  'passkey.upgrade.text': '다음에는 패스키로 로그인하세요. 비밀번호나 인증번호 대신 지문, 얼굴 또는 화면 잠금을 사용합니다.',
  'passkey.upgrade.create': '다음 로그인을 위해 패스키 만들기',
  'passkey.upgrade.later': '나중에',
  'passkey.upgrade.failed': "패스키가 만들어지지 않았습니다. 다시 시도하거나, 패스키 없이 계속하려면 '나중에'를 선택하세요.",
  'passkey.upgrade.created': '패스키가 준비되었습니다. 다음부터 패스키로 로그인하세요.',
  'passkey.upgrade.skipped': '로그인되었습니다.',
};

export default texts;
