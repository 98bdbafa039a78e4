import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'パスワード',
  'pw.account.setIntro': 'まだパスワードがありません。設定すると、メールアドレスとパスワードでログインできます。',
  'pw.account.changeIntro': '現在のパスワードを入力してから、新しいパスワードを入力してください。',
  'pw.account.current': '現在のパスワード',
  'pw.account.set': 'パスワードを設定',
  'pw.account.change': 'パスワードを変更',
  'pw.account.setDone': 'パスワードを設定しました。',
  'pw.account.changed': 'パスワードを変更しました。',
  'pw.account.wrongCurrent': '現在のパスワードが正しくありません。何も変更されていません。',
  'pw.account.needsEmail': 'パスワードはメールアドレスと一緒に使います。先にアカウントにメールアドレスを追加してください。',
};

export default texts;
