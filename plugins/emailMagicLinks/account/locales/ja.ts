import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { MagicLinkAccountMessages } from '../messages.js';

/** Japanese (ja). */
const texts: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'リンクを送信',
  'eml.account.sentTo': '{email} にリンクを送信しました。このブラウザでリンクを開くと、アドレスがアカウントに追加されます。',
  'eml.account.resend': 'リンクを再送信',
};

export default texts;
