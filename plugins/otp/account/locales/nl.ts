import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'Code sturen',
  'otp.account.sentTo': 'Vul de code in die we naar {destination} hebben gestuurd om het aan je account toe te voegen.',
  'otp.account.verify': 'Verifiëren',
};

export default texts;
