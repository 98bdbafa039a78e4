import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'Email non valida. Riprova.',
  'otp.title': 'Inserisci il codice',
  'otp.sentTo': 'Ti abbiamo inviato un codice a 6 cifre a {destination}.',
  'otp.digits': 'Codice',
  'otp.digit': 'Cifra {n} di {count}',
  'otp.verifying': 'Verifica del codice…',
  'otp.expiresIn': "Il codice scade tra {time}. Non l'hai ricevuto?",
  'otp.expired': 'Il codice è scaduto.',
  'otp.resend': 'Invia di nuovo il codice',
  'otp.resent': 'Codice inviato di nuovo',
  'otp.resendWait': 'disponibile tra {time}',
  'otp.invalidCode': 'Codice non valido. Riprova.',
  'otp.confirmation.title': 'Fatto!',
  'otp.confirmation.text': 'Il codice è stato verificato.',
  'otp.config.noMethods': 'Errore: il prodotto otp richiede otpOptions.methods, un elenco con uno o più valori tra sms, whatsapp e email.',
  'otp.config.unknownMethod': 'Errore: metodo OTP sconosciuto "{method}" in otpOptions.methods. Usa sms, whatsapp o email.',
};

export default texts;
