import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OtpAccountMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'Invia un codice',
  'otp.account.sentTo': 'Inserisci il codice che abbiamo inviato a {destination} per aggiungerlo al tuo account.',
  'otp.account.verify': 'Verifica',
};

export default texts;
