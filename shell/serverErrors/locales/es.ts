import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'Esta dirección de correo electrónico no es válida.',
  'server.invalid_phone_number': 'Este número de teléfono no es válido.',
  'server.email_not_found': 'Ninguna cuenta usa esta dirección de correo electrónico.',
  'server.phone_number_not_found': 'Ninguna cuenta usa este número de teléfono.',
  'server.duplicate_email': 'Ya existe una cuenta con esta dirección de correo electrónico.',
  'server.duplicate_phone_number': 'Ya existe una cuenta con este número de teléfono.',
  'server.unauthorized_credentials': 'Los datos de inicio de sesión no son correctos. Inténtalo de nuevo.',
  'server.otp_code_not_found': 'El código no es correcto o ha caducado. Inténtalo de nuevo.',
  'server.magic_link_not_found': 'Este enlace no funciona. Pide uno nuevo.',
  'server.unable_to_auth_magic_link': 'Este enlace ya se usó o ha caducado. Pide uno nuevo.',
  'server.pkce_mismatch': 'Este enlace solo funciona en el navegador donde lo pediste.',
  'server.weak_password': 'Esta contraseña es demasiado débil. Elige una más segura.',
  'server.session_not_found': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  'server.user_unauthenticated': 'Primero inicia sesión.',
  'server.too_many_requests': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  'server.crypto_wallet_challenge_expired': 'La solicitud de firma caducó. Inténtalo de nuevo.',
  'server.invalid_signature': 'No se pudo verificar la firma de la billetera. Inténtalo de nuevo.',
  'server.duplicate_crypto_wallet': 'Otra cuenta ya usa esta billetera.',
  'server.duplicate_webauthn_registration': 'Esta llave de acceso ya está registrada.',
  'server.unable_to_auth_webauthn_registration': 'No se pudo verificar la llave de acceso. Inténtalo de nuevo.',
  'server.oauth_request_not_found': 'Esta solicitud de inicio de sesión caducó o ya se respondió. Vuelve al sitio y empieza de nuevo.',
  'server.internal_server_error': 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
  'server.service_unavailable': 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos instantes.',
};

export default texts;
