import type { MessageTexts } from '../../registries.js';
import type { ServerErrorMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'Diese E-Mail-Adresse ist ungültig.',
  'server.invalid_phone_number': 'Diese Telefonnummer ist ungültig.',
  'server.email_not_found': 'Kein Konto verwendet diese E-Mail-Adresse.',
  'server.phone_number_not_found': 'Kein Konto verwendet diese Telefonnummer.',
  'server.duplicate_email': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  'server.duplicate_phone_number': 'Es gibt bereits ein Konto mit dieser Telefonnummer.',
  'server.unauthorized_credentials': 'Diese Anmeldedaten sind nicht korrekt. Bitte versuchen Sie es erneut.',
  'server.otp_code_not_found': 'Dieser Code ist falsch oder abgelaufen. Bitte versuchen Sie es erneut.',
  'server.magic_link_not_found': 'Dieser Link funktioniert nicht. Fordern Sie einen neuen an.',
  'server.unable_to_auth_magic_link': 'Dieser Link wurde bereits verwendet oder ist abgelaufen. Fordern Sie einen neuen an.',
  'server.pkce_mismatch': 'Dieser Link funktioniert nur in dem Browser, in dem Sie ihn angefordert haben.',
  'server.weak_password': 'Dieses Passwort ist zu schwach. Wählen Sie ein sichereres.',
  'server.session_not_found': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'server.user_unauthenticated': 'Bitte melden Sie sich zuerst an.',
  'server.too_many_requests': 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  'server.crypto_wallet_challenge_expired': 'Die Signaturanfrage ist abgelaufen. Bitte versuchen Sie es erneut.',
  'server.invalid_signature': 'Die Signatur der Wallet konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  'server.duplicate_crypto_wallet': 'Ein anderes Konto verwendet diese Wallet bereits.',
  'server.duplicate_webauthn_registration': 'Dieser Passkey ist bereits registriert.',
  'server.unable_to_auth_webauthn_registration': 'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  'server.oauth_request_not_found':
    'Diese Anmeldeanfrage ist abgelaufen oder wurde bereits beantwortet. Kehren Sie zur Website zurück und beginnen Sie von vorn.',
  'server.internal_server_error': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'server.service_unavailable': 'Der Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
};

export default texts;
