import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'パスキーでログイン',
  'passkey.error.unknown': 'パスキーの認証中に不明なエラーが発生しました。もう一度お試しください。',
  'passkey.error.notFound':
    'パスキーの登録が見つかりません。アカウントからは削除したパスキーが、パスワード マネージャーに残っている可能性があります。もう一度お試しください。',
  'passkey.error.alreadyRegistered':
    'このパスキーはすでに登録されているようなので、作成できません。別のデバイスで登録されたパスキーが、デバイス間で同期された可能性があります。',
  'passkey.error.notCreated':
    'パスキーは作成されませんでした。「パスキーを作成」をクリックしてもう一度お試しいただくか、パスキーを追加せずにスキップしてください。',
  'passkey.error.noUser': 'エラー：認証済みのアクティブなユーザーがいないと、PasskeyRegistration コンポーネントは使用できません。',
  'passkey.confirmation.title': '完了',
  'passkey.confirmation.text': 'パスキーで認証されました。',
  'passkey.start.title': '新しいパスキーを設定',
  'passkey.start.subtitle': 'パスキーがあれば、複雑なパスワードを覚える必要はありません。',
  'passkey.start.text':
    'パスキーは、指紋、顔、または画面ロックを使って作成する、暗号化されたデジタルキーです。パスキーを作成すると、簡単かつ安全にアカウントにログインできます。',
  'passkey.start.create': 'パスキーを作成',
  'passkey.start.skip': 'スキップ',
  'passkey.list.created': 'パスキーを作成しました',
  'passkey.list.title': 'お使いのパスキー',
  'passkey.list.existing': '登録済みのパスキー',
  'passkey.list.none': 'パスキーはまだありません。',
  'passkey.list.rename': '名前を変更',
  'passkey.list.renameOne': '{name} の名前を変更',
  'passkey.list.deleteOne': '{name} を削除',
  'passkey.list.nameLabel': 'パスキーの名前',
  'passkey.list.save': '保存',
  'passkey.list.cancel': 'キャンセル',
  'passkey.list.deleteWarning': '削除したパスキーは元に戻せません。',
  'passkey.list.confirmDelete': '削除',
  'passkey.list.another': '別のパスキーを設定',
  'passkey.list.done': '完了',
  'passkey.done.title': '設定完了',
  'passkey.done.text': 'パスキーの設定を保存しました。',
  'passkey.upgrade.title': 'ログインしました',
  'passkey.upgrade.text': '次回からはパスキーでログインできます。パスワードや確認コードの代わりに、指紋、顔、または画面ロックを使用します。',
  'passkey.upgrade.create': '次回用のパスキーを作成',
  'passkey.upgrade.later': '後で',
  'passkey.upgrade.failed': 'パスキーは作成されませんでした。もう一度お試しいただくか、「後で」を選んでパスキーなしで続けてください。',
  'passkey.upgrade.created': 'パスキーの準備ができました。次回からはパスキーでログインできます。',
  'passkey.upgrade.skipped': 'ログインしました。',
};

export default texts;
