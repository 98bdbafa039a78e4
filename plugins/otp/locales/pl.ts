import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'Nieprawidłowy adres e-mail. Spróbuj ponownie.',
  'otp.title': 'Wpisz kod weryfikacyjny',
  'otp.sentTo': 'Wysłaliśmy 6-cyfrowy kod weryfikacyjny na {destination}.',
  'otp.digits': 'Kod weryfikacyjny',
  'otp.digit': 'Cyfra {n} z {count}',
  'otp.verifying': 'Weryfikowanie kodu…',
  'otp.expiresIn': 'Kod wygaśnie za {time}. Nie dotarł?',
  'otp.expired': 'Kod wygasł.',
  'otp.resend': 'Wyślij kod ponownie',
  'otp.resent': 'Kod wysłany ponownie',
  'otp.resendWait': 'dostępne za {time}',
  'otp.invalidCode': 'Nieprawidłowy kod weryfikacyjny. Spróbuj ponownie.',
  'otp.confirmation.title': 'Gotowe',
  'otp.confirmation.text': 'Kod weryfikacyjny został potwierdzony.',
  'otp.config.noMethods': 'Błąd: produkt otp wymaga otpOptions.methods: listy co najmniej jednej z metod sms, whatsapp i email.',
  'otp.config.unknownMethod': 'Błąd: nieznana metoda OTP „{method}” w otpOptions.methods. Użyj sms, whatsapp lub email.',
};

export default texts;
