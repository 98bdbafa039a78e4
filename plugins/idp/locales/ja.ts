import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': '必須パラメータがありません：{name}。アプリケーションの開発者にお問い合わせください。',
  'idp.noSession': '有効なセッションが見つかりません。続けるにはログインしてください。',
  'idp.signIn.for': '{client} にログインします。',
  'idp.problem.title': '問題が発生しました',
  'idp.redirecting': 'アプリケーションに戻っています…',
  'idp.consent.titleAccess': '{client} が {project} アカウントへのアクセスを求めています',
  'idp.consent.titleSignIn': '{project} で {client} にログイン',
  'idp.consent.intro': '許可すると、{client} は次のことができるようになります：',
  'idp.consent.allow': '許可',
  'idp.consent.deny': '拒否',
  'idp.consent.denied': 'アプリケーションへのアクセスが拒否されました。',
  'idp.scope.openid': '本人であることを確認する',
  'idp.scope.profile': '名前を参照する',
  'idp.scope.email': 'メールアドレスを参照する',
  'idp.scope.phone': '電話番号を参照する',
  'idp.scope.offline_access': 'ご利用中でないときもアカウントへのアクセスを維持する',
  'idp.scope.full_access': 'アカウントへのフルアクセス権で、あなたに代わって操作する',
  'idp.scope.other': '{scope} スコープを使用する',
  'idp.logout.title': 'ログアウトしますか？',
  'idp.logout.text': 'アプリケーションが {project} からのログアウトを求めています。',
  'idp.logout.yes': 'はい',
  'idp.logout.no': 'いいえ',
  'idp.logout.stayedTitle': 'ログインしたままです',
  'idp.logout.stayed': 'ログアウトしていません。このページは閉じてかまいません。',
  'idp.unsafeRedirect': 'アプリケーションが指定した戻り先のアドレスは開けません。',
};

export default texts;
