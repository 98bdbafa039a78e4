import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'Questo indirizzo email non è valido.',
  'server.invalid_phone_number': 'Questo numero di telefono non è valido.',
  'server.email_not_found': 'Nessun account usa questo indirizzo email.',
  'server.phone_number_not_found': 'Nessun account usa questo numero di telefono.',
  'server.duplicate_email': 'Esiste già un account con questo indirizzo email.',
  'server.duplicate_phone_number': 'Esiste già un account con questo numero di telefono.',
  'server.unauthorized_credentials': 'I dati di accesso non sono corretti. Riprova.',
  'server.otp_code_not_found': 'Il codice è errato o scaduto. Riprova.',
  'server.magic_link_not_found': 'Questo link non funziona. Richiedine uno nuovo.',
  'server.unable_to_auth_magic_link': 'Questo link è già stato usato o è scaduto. Richiedine uno nuovo.',
  'server.pkce_mismatch': "Questo link funziona solo nel browser in cui l'hai richiesto.",
  'server.weak_password': 'Questa password è troppo debole. Scegline una più sicura.',
  'server.session_not_found': 'La tua sessione è terminata. Accedi di nuovo.',
  'server.user_unauthenticated': 'Prima accedi.',
  'server.too_many_requests': 'Troppi tentativi. Attendi un momento e riprova.',
  'server.crypto_wallet_challenge_expired': 'La richiesta di firma è scaduta. Riprova.',
  'server.invalid_signature': 'Non è stato possibile verificare la firma del wallet. Riprova.',
  'server.duplicate_crypto_wallet': 'Un altro account usa già questo wallet.',
  'server.duplicate_webauthn_registration': 'Questa passkey è già registrata.',
  'server.unable_to_auth_webauthn_registration': 'Non è stato possibile verificare la passkey. Riprova.',
  'server.oauth_request_not_found': 'Questa richiesta di accesso è scaduta o ha già ricevuto risposta. Torna al sito e ricomincia.',
  'server.internal_server_error': 'Si è verificato un problema da parte nostra. Riprova.',
  'server.service_unavailable': 'Il servizio al momento non è disponibile. Riprova tra qualche istante.',
};

export default texts;
