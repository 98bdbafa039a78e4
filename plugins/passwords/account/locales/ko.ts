import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': '비밀번호',
  'pw.account.setIntro': '아직 비밀번호가 없습니다. 비밀번호를 설정하면 이메일 주소와 비밀번호로 로그인할 수 있습니다.',
  'pw.account.changeIntro': '현재 비밀번호를 입력한 뒤 새 비밀번호를 입력하세요.',
  'pw.account.current': '현재 비밀번호',
  'pw.account.set': '비밀번호 설정',
  'pw.account.change': '비밀번호 변경',
  'pw.account.setDone': '비밀번호가 설정되었습니다.',
  'pw.account.changed': '비밀번호가 변경되었습니다.',
  'pw.account.wrongCurrent': '현재 비밀번호가 올바르지 않습니다. 변경된 내용은 없습니다.',
  'pw.account.needsEmail': '비밀번호는 이메일 주소와 함께 사용합니다. 먼저 계정에 이메일 주소를 추가하세요.',
};

export default texts;
