import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'إرسال رمز',
  'otp.account.sentTo': 'يُرجى إدخال الرمز المُرسَل إلى {destination} لإضافته إلى حسابك.',
  'otp.account.verify': 'التحقق',
};

export default texts;
