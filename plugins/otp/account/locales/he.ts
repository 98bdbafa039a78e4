import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'שליחת קוד',
  'otp.account.sentTo': 'יש להזין את הקוד שנשלח אל {destination} כדי להוסיף אותו לחשבון.',
  'otp.account.verify': 'אימות',
};

export default texts;
