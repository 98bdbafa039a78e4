import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'Ongeldig e-mailadres. Probeer het opnieuw.',
  'otp.title': 'Voer de code in',
  'otp.sentTo': 'We hebben een 6-cijferige code naar {destination} gestuurd.',
  'otp.digits': 'Code',
  'otp.digit': 'Cijfer {n} van {count}',
  'otp.verifying': 'Code controleren…',
  'otp.expiresIn': 'Je code verloopt over {time}. Niets ontvangen?',
  'otp.expired': 'Je code is verlopen.',
  'otp.resend': 'Code opnieuw sturen',
  'otp.resent': 'Code opnieuw verstuurd',
  'otp.resendWait': 'beschikbaar over {time}',
  'otp.invalidCode': 'Ongeldige code. Probeer het opnieuw.',
  'otp.confirmation.title': 'Gelukt!',
  'otp.confirmation.text': 'Je code is geverifieerd.',
  'otp.config.noMethods': 'Fout: het product otp heeft otpOptions.methods nodig: een lijst met een of meer van sms, whatsapp en email.',
  'otp.config.unknownMethod': 'Fout: onbekende OTP-methode "{method}" in otpOptions.methods. Gebruik sms, whatsapp of email.',
};

export default texts;
