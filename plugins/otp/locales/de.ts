import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'Ungültige E-Mail-Adresse. Bitte versuchen Sie es erneut.',
  'otp.title': 'Code eingeben',
  'otp.sentTo': 'Wir haben einen 6-stelligen Code an {destination} gesendet.',
  'otp.digits': 'Code',
  'otp.digit': 'Ziffer {n} von {count}',
  'otp.verifying': 'Code wird überprüft…',
  'otp.expiresIn': 'Ihr Code läuft in {time} ab. Nichts erhalten?',
  'otp.expired': 'Ihr Code ist abgelaufen.',
  'otp.resend': 'Code erneut senden',
  'otp.resent': 'Code erneut gesendet',
  'otp.resendWait': 'verfügbar in {time}',
  'otp.invalidCode': 'Ungültiger Code. Bitte versuchen Sie es erneut.',
  'otp.confirmation.title': 'Geschafft!',
  'otp.confirmation.text': 'Ihr Code wurde erfolgreich bestätigt.',
  'otp.config.noMethods':
    'Fehler: Das Produkt otp benötigt otpOptions.methods: eine Liste mit einem oder mehreren der Werte sms, whatsapp und email.',
  'otp.config.unknownMethod': 'Fehler: Unbekannte OTP-Methode "{method}" in otpOptions.methods. Verwenden Sie sms, whatsapp oder email.',
};

export default texts;
