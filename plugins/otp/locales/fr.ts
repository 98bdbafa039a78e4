import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'Adresse e-mail non valide. Veuillez réessayer.',
  'otp.title': 'Saisissez le code',
  'otp.sentTo': 'Un code à 6 chiffres vous a été envoyé à {destination}.',
  'otp.digits': 'Code',
  'otp.digit': 'Chiffre {n} sur {count}',
  'otp.verifying': 'Vérification du code…',
  'otp.expiresIn': "Votre code expire dans {time}. Vous ne l'avez pas reçu ?",
  'otp.expired': 'Votre code a expiré.',
  'otp.resend': 'Renvoyer le code',
  'otp.resent': 'Code renvoyé',
  'otp.resendWait': 'disponible dans {time}',
  'otp.invalidCode': 'Code incorrect. Veuillez réessayer.',
  'otp.confirmation.title': "C'est fait !",
  'otp.confirmation.text': 'Votre code a bien été vérifié.',
  'otp.config.noMethods':
    'Erreur : le produit otp nécessite otpOptions.methods, une liste contenant une ou plusieurs valeurs parmi sms, whatsapp et email.',
  'otp.config.unknownMethod': 'Erreur : méthode OTP inconnue "{method}" dans otpOptions.methods. Utilisez sms, whatsapp ou email.',
};

export default texts;
