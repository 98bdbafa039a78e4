import type { MessageTexts } from '../registries.js';

/**
 * The provider's errors a visitor may meet, by `error_type` (`server.<error_type>`): a message source of its own, so a
 * locale can show them in its language (./locales/<tag>.ts) where the provider answers in English. The English widget
 * shows the provider's own `error_message`, as SPEC §8 says, so these English texts are the translations' reference
 * and the pseudo-locale's source, never merged into the English catalogue; a host may still set any of them through
 * `strings`, in any language. A type not listed here shows the provider's `error_message` in every locale.
 */
export interface ServerErrorMessages {
  'server.invalid_email': undefined;
  'server.invalid_phone_number': undefined;
  'server.email_not_found': undefined;
  'server.phone_number_not_found': undefined;
  'server.duplicate_email': undefined;
  'server.duplicate_phone_number': undefined;
  'server.unauthorized_credentials': undefined;
  'server.otp_code_not_found': undefined;
  'server.magic_link_not_found': undefined;
  'server.unable_to_auth_magic_link': undefined;
  'server.pkce_mismatch': undefined;
  'server.weak_password': undefined;
  'server.session_not_found': undefined;
  'server.user_unauthenticated': undefined;
  'server.too_many_requests': undefined;
  'server.crypto_wallet_challenge_expired': undefined;
  'server.invalid_signature': undefined;
  'server.duplicate_crypto_wallet': undefined;
  'server.duplicate_webauthn_registration': undefined;
  'server.unable_to_auth_webauthn_registration': undefined;
  'server.oauth_request_not_found': undefined;
  'server.internal_server_error': undefined;
  'server.service_unavailable': undefined;
}

declare module '../registries.js' {
  interface Messages extends ServerErrorMessages {}
}

export const serverErrorMessages: MessageTexts<ServerErrorMessages> = {
  'server.invalid_email': 'This email address is not valid.',
  'server.invalid_phone_number': 'This phone number is not valid.',
  'server.email_not_found': 'No account uses this email address.',
  'server.phone_number_not_found': 'No account uses this phone number.',
  'server.duplicate_email': 'An account with this email address already exists.',
  'server.duplicate_phone_number': 'An account with this phone number already exists.',
  'server.unauthorized_credentials': 'These sign-in details are not right. Please try again.',
  'server.otp_code_not_found': 'This code is wrong or has expired. Please try again.',
  'server.magic_link_not_found': 'This link does not work. Ask for a new one.',
  'server.unable_to_auth_magic_link': 'This link was already used or has expired. Ask for a new one.',
  'server.pkce_mismatch': 'This link only works in the browser where you asked for it.',
  'server.weak_password': 'This password is too weak. Choose a stronger one.',
  'server.session_not_found': 'Your session has ended. Please sign in again.',
  'server.user_unauthenticated': 'Please sign in first.',
  'server.too_many_requests': 'Too many attempts. Please wait a moment and try again.',
  'server.crypto_wallet_challenge_expired': 'The signing request expired. Please try again.',
  'server.invalid_signature': 'The wallet signature could not be verified. Please try again.',
  'server.duplicate_crypto_wallet': 'Another account already uses this wallet.',
  'server.duplicate_webauthn_registration': 'This passkey is already registered.',
  'server.unable_to_auth_webauthn_registration': 'The passkey could not be verified. Please try again.',
  'server.oauth_request_not_found': 'This sign-in request has expired or was already answered. Go back to the site and start again.',
  'server.internal_server_error': 'Something went wrong on our side. Please try again.',
  'server.service_unavailable': 'The service is unavailable right now. Please try again in a moment.',
};
