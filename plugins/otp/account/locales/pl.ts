import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'Wyślij kod',
  'otp.account.sentTo': 'Wpisz kod wysłany na: {destination}, aby dodać go do swojego konta.',
  'otp.account.verify': 'Zweryfikuj',
};

export default texts;
