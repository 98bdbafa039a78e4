import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'Dit e-mailadres is ongeldig.',
  'server.invalid_phone_number': 'Dit telefoonnummer is ongeldig.',
  'server.email_not_found': 'Er is geen account met dit e-mailadres.',
  'server.phone_number_not_found': 'Er is geen account met dit telefoonnummer.',
  'server.duplicate_email': 'Er bestaat al een account met dit e-mailadres.',
  'server.duplicate_phone_number': 'Er bestaat al een account met dit telefoonnummer.',
  'server.unauthorized_credentials': 'Deze inloggegevens kloppen niet. Probeer het opnieuw.',
  'server.otp_code_not_found': 'Deze code is onjuist of verlopen. Probeer het opnieuw.',
  'server.magic_link_not_found': 'Deze link werkt niet. Vraag een nieuwe aan.',
  'server.unable_to_auth_magic_link': 'Deze link is al gebruikt of verlopen. Vraag een nieuwe aan.',
  'server.pkce_mismatch': 'Deze link werkt alleen in de browser waarin je hem hebt aangevraagd.',
  'server.weak_password': 'Dit wachtwoord is te zwak. Kies een sterker wachtwoord.',
  'server.session_not_found': 'Je sessie is beëindigd. Log opnieuw in.',
  'server.user_unauthenticated': 'Log eerst in.',
  'server.too_many_requests': 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  'server.crypto_wallet_challenge_expired': 'Het ondertekeningsverzoek is verlopen. Probeer het opnieuw.',
  'server.invalid_signature': 'De handtekening van de wallet kon niet worden geverifieerd. Probeer het opnieuw.',
  'server.duplicate_crypto_wallet': 'Een ander account gebruikt deze wallet al.',
  'server.duplicate_webauthn_registration': 'Deze toegangssleutel is al geregistreerd.',
  'server.unable_to_auth_webauthn_registration': 'De toegangssleutel kon niet worden geverifieerd. Probeer het opnieuw.',
  'server.oauth_request_not_found': 'Dit inlogverzoek is verlopen of al beantwoord. Ga terug naar de website en begin opnieuw.',
  'server.internal_server_error': 'Er ging bij ons iets mis. Probeer het opnieuw.',
  'server.service_unavailable': 'De dienst is nu niet beschikbaar. Probeer het zo opnieuw.',
};

export default texts;
