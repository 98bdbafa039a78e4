import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': "Cette adresse e-mail n'est pas valide.",
  'server.invalid_phone_number': "Ce numéro de téléphone n'est pas valide.",
  'server.email_not_found': "Aucun compte n'utilise cette adresse e-mail.",
  'server.phone_number_not_found': "Aucun compte n'utilise ce numéro de téléphone.",
  'server.duplicate_email': 'Un compte avec cette adresse e-mail existe déjà.',
  'server.duplicate_phone_number': 'Un compte avec ce numéro de téléphone existe déjà.',
  'server.unauthorized_credentials': 'Ces identifiants sont incorrects. Veuillez réessayer.',
  'server.otp_code_not_found': 'Ce code est incorrect ou a expiré. Veuillez réessayer.',
  'server.magic_link_not_found': 'Ce lien ne fonctionne pas. Demandez-en un nouveau.',
  'server.unable_to_auth_magic_link': 'Ce lien a déjà été utilisé ou a expiré. Demandez-en un nouveau.',
  'server.pkce_mismatch': "Ce lien ne fonctionne que dans le navigateur où vous l'avez demandé.",
  'server.weak_password': 'Ce mot de passe est trop faible. Choisissez-en un plus robuste.',
  'server.session_not_found': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'server.user_unauthenticated': "Veuillez d'abord vous connecter.",
  'server.too_many_requests': 'Trop de tentatives. Patientez un instant, puis réessayez.',
  'server.crypto_wallet_challenge_expired': 'La demande de signature a expiré. Veuillez réessayer.',
  'server.invalid_signature': "La signature du portefeuille n'a pas pu être vérifiée. Veuillez réessayer.",
  'server.duplicate_crypto_wallet': 'Un autre compte utilise déjà ce portefeuille.',
  'server.duplicate_webauthn_registration': "Cette clé d'accès est déjà enregistrée.",
  'server.unable_to_auth_webauthn_registration': "La clé d'accès n'a pas pu être vérifiée. Veuillez réessayer.",
  'server.oauth_request_not_found': 'Cette demande de connexion a expiré ou a déjà reçu une réponse. Revenez sur le site et recommencez.',
  'server.internal_server_error': "Une erreur s'est produite de notre côté. Veuillez réessayer.",
  'server.service_unavailable': 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
};

export default texts;
