import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'Code senden',
  'otp.account.sentTo': 'Geben Sie den Code ein, den wir an {destination} gesendet haben, um sie Ihrem Konto hinzuzufügen.',
  'otp.account.verify': 'Bestätigen',
};

export default texts;
