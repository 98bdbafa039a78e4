import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'El correo electrónico no es válido. Inténtalo de nuevo.',
  'otp.title': 'Introduce el código',
  'otp.sentTo': 'Te hemos enviado un código de 6 dígitos a {destination}.',
  'otp.digits': 'Código',
  'otp.digit': 'Dígito {n} de {count}',
  'otp.verifying': 'Verificando el código…',
  'otp.expiresIn': 'Tu código caduca en {time}. ¿No lo has recibido?',
  'otp.expired': 'Tu código ha caducado.',
  'otp.resend': 'Reenviar código',
  'otp.resent': 'Código reenviado',
  'otp.resendWait': 'disponible en {time}',
  'otp.invalidCode': 'El código no es válido. Inténtalo de nuevo.',
  'otp.confirmation.title': '¡Todo listo!',
  'otp.confirmation.text': 'Tu código se ha verificado correctamente.',
  'otp.config.noMethods': 'Error: el producto otp necesita otpOptions.methods: una lista con uno o más de estos valores: sms, whatsapp y email.',
  'otp.config.unknownMethod': 'Error: método OTP desconocido "{method}" en otpOptions.methods. Usa sms, whatsapp o email.',
};

export default texts;
