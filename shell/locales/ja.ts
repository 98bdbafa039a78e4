import type { MessageTexts, ShellMessages } from '../registries.js';

/** Japanese (ja). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': '新規登録またはログイン',
  'main.divider': 'または',
  'main.poweredBy': '提供：',
  'form.tabs.label': 'ログイン方法',
  'form.email.label': 'メールアドレス',
  'form.email.placeholder': 'example@email.com',
  'form.phone.label': '電話番号',
  'form.phone.region': '国または地域',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': '電話番号が正しくありません。もう一度お試しください。',
  'form.tab.email': 'メール',
  'form.submit.email': 'メールで続ける',
  'form.tab.sms': 'SMS',
  'form.submit.sms': 'SMS で続ける',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'WhatsApp で続ける',
  'form.required': 'この項目は必須です。',
  'nav.back': '戻る',
  'toast.region': '通知',
  loading: '読み込み中',
  'config.alone': 'エラー：{product} だけでは使用できません。設定に別のプロダクトを追加してください。',
  'config.notLogin': 'エラー：{product} プロダクトはログイン方法ではありません。専用のエントリーポイントでマウントしてください。',
  'config.noEntryProduct': 'エラー：このビルドには、{entry} エントリーポイントを開くプロダクトがありません。',
  'config.notBuilt': 'エラー：{product} プロダクトは、このビルドのウィジェットでは利用できません。',
  'config.unknownProduct': 'エラー：設定に不明なプロダクト「{product}」があります。',
  'config.loadFailed': 'エラー：{product} プロダクトを読み込めませんでした。接続を確認して、もう一度お試しください。',
  'config.codeFailed': 'エラー：ウィジェットのコードをすべて読み込むことができませんでした。接続を確認して、もう一度お試しください。',
  'config.wrongPlugin': 'エラー：「{product}」用に読み込まれたプラグインの ID が「{id}」です。',
  'screen.unknown': 'エラー：不明な画面「{screen}」です。',
  'screen.failed': 'エラー：この画面を表示できませんでした。前の画面に戻って、もう一度お試しください。',
  'session.confirmation.title': '完了',
  'session.confirmation.text': 'ログインしました。別のタブでログインが完了しています。',
  'error.securityCheckUnavailable':
    'セキュリティチェックを読み込めなかったため、何も送信されていません。広告ブロッカーやスクリプトブロッカーを使用している場合は、このサイトを許可してから、もう一度お試しください。',
};

export default texts;
