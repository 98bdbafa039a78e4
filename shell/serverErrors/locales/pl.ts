import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'Ten adres e-mail jest nieprawidłowy.',
  'server.invalid_phone_number': 'Ten numer telefonu jest nieprawidłowy.',
  'server.email_not_found': 'Żadne konto nie używa tego adresu e-mail.',
  'server.phone_number_not_found': 'Żadne konto nie używa tego numeru telefonu.',
  'server.duplicate_email': 'Konto z tym adresem e-mail już istnieje.',
  'server.duplicate_phone_number': 'Konto z tym numerem telefonu już istnieje.',
  'server.unauthorized_credentials': 'Nieprawidłowe dane logowania. Spróbuj ponownie.',
  'server.otp_code_not_found': 'Kod jest nieprawidłowy lub wygasł. Spróbuj ponownie.',
  'server.magic_link_not_found': 'Ten link nie działa. Poproś o nowy.',
  'server.unable_to_auth_magic_link': 'Ten link został już użyty lub wygasł. Poproś o nowy.',
  'server.pkce_mismatch': 'Ten link działa tylko w przeglądarce, w której o niego poproszono.',
  'server.weak_password': 'To hasło jest za słabe. Wybierz silniejsze.',
  'server.session_not_found': 'Sesja wygasła. Zaloguj się ponownie.',
  'server.user_unauthenticated': 'Najpierw się zaloguj.',
  'server.too_many_requests': 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
  'server.crypto_wallet_challenge_expired': 'Prośba o podpis wygasła. Spróbuj ponownie.',
  'server.invalid_signature': 'Nie udało się zweryfikować podpisu portfela. Spróbuj ponownie.',
  'server.duplicate_crypto_wallet': 'Inne konto używa już tego portfela.',
  'server.duplicate_webauthn_registration': 'Ten klucz dostępu jest już zarejestrowany.',
  'server.unable_to_auth_webauthn_registration': 'Nie udało się zweryfikować klucza dostępu. Spróbuj ponownie.',
  'server.oauth_request_not_found': 'Ta prośba o zalogowanie wygasła lub otrzymała już odpowiedź. Wróć do witryny i zacznij od nowa.',
  'server.internal_server_error': 'Po naszej stronie coś poszło nie tak. Spróbuj ponownie.',
  'server.service_unavailable': 'Usługa jest teraz niedostępna. Spróbuj ponownie za chwilę.',
};

export default texts;
