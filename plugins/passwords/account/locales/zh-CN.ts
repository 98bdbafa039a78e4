import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': '密码',
  'pw.account.setIntro': '您还没有密码。设置密码后，即可使用邮箱地址和密码登录。',
  'pw.account.changeIntro': '请输入当前密码，然后输入新密码。',
  'pw.account.current': '当前密码',
  'pw.account.set': '设置密码',
  'pw.account.change': '更改密码',
  'pw.account.setDone': '密码已设置。',
  'pw.account.changed': '密码已更改。',
  'pw.account.wrongCurrent': '当前密码不正确，未作任何更改。',
  'pw.account.needsEmail': '密码需要与邮箱地址一起使用：请先为账号添加一个邮箱地址。',
};

export default texts;
