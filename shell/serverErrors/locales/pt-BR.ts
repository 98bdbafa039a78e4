import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'Este endereço de e-mail não é válido.',
  'server.invalid_phone_number': 'Este número de telefone não é válido.',
  'server.email_not_found': 'Nenhuma conta usa este endereço de e-mail.',
  'server.phone_number_not_found': 'Nenhuma conta usa este número de telefone.',
  'server.duplicate_email': 'Já existe uma conta com este endereço de e-mail.',
  'server.duplicate_phone_number': 'Já existe uma conta com este número de telefone.',
  'server.unauthorized_credentials': 'Os dados de login não estão corretos. Tente novamente.',
  'server.otp_code_not_found': 'O código está incorreto ou expirou. Tente novamente.',
  'server.magic_link_not_found': 'Este link não funciona. Peça um novo.',
  'server.unable_to_auth_magic_link': 'Este link já foi usado ou expirou. Peça um novo.',
  'server.pkce_mismatch': 'Este link só funciona no navegador em que você o pediu.',
  'server.weak_password': 'Esta senha é fraca demais. Escolha uma mais forte.',
  'server.session_not_found': 'Sua sessão terminou. Faça login novamente.',
  'server.user_unauthenticated': 'Faça login primeiro.',
  'server.too_many_requests': 'Tentativas demais. Aguarde um momento e tente novamente.',
  'server.crypto_wallet_challenge_expired': 'A solicitação de assinatura expirou. Tente novamente.',
  'server.invalid_signature': 'Não foi possível verificar a assinatura da carteira. Tente novamente.',
  'server.duplicate_crypto_wallet': 'Outra conta já usa esta carteira.',
  'server.duplicate_webauthn_registration': 'Esta chave de acesso já está registrada.',
  'server.unable_to_auth_webauthn_registration': 'Não foi possível verificar a chave de acesso. Tente novamente.',
  'server.oauth_request_not_found': 'Esta solicitação de login expirou ou já foi respondida. Volte ao site e comece de novo.',
  'server.internal_server_error': 'Algo deu errado do nosso lado. Tente novamente.',
  'server.service_unavailable': 'O serviço está indisponível no momento. Tente novamente daqui a pouco.',
};

export default texts;
