import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OtpMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<OtpMessages> = {
  'otp.invalidEmail': 'E-mail inválido. Tente novamente.',
  'otp.title': 'Digite o código',
  'otp.sentTo': 'Enviamos um código de 6 dígitos para {destination}.',
  'otp.digits': 'Código',
  'otp.digit': 'Dígito {n} de {count}',
  'otp.verifying': 'Verificando o código…',
  'otp.expiresIn': 'Seu código expira em {time}. Não recebeu?',
  'otp.expired': 'Seu código expirou.',
  'otp.resend': 'Reenviar código',
  'otp.resent': 'Código reenviado',
  'otp.resendWait': 'disponível em {time}',
  'otp.invalidCode': 'Código inválido. Tente novamente.',
  'otp.confirmation.title': 'Tudo certo!',
  'otp.confirmation.text': 'Seu código foi verificado.',
  'otp.config.noMethods': 'Erro: o produto otp precisa de otpOptions.methods: uma lista com um ou mais destes valores: sms, whatsapp e email.',
  'otp.config.unknownMethod': 'Erro: método OTP desconhecido "{method}" em otpOptions.methods. Use sms, whatsapp ou email.',
};

export default texts;
