import type { MessageTexts } from '../../shell/plugin-api.js';

/** This plugin's texts: each key with the parameters its text takes. The One Tap reasons are SPEC §8's, in our words. */
export interface OAuthMessages {
  'oauth.continueWith': { provider: string };
  'oauth.authenticate.title': undefined;
  'oauth.authenticate.progress': undefined;
  'oauth.authenticate.failed': undefined;
  'oauth.confirmation.title': undefined;
  'oauth.confirmation.text': undefined;
  'oauth.return.cancelled': undefined;
  'oauth.return.failed': { error: string };
  'oauth.oneTap.label': undefined;
  'oauth.oneTap.loading': undefined;
  'oauth.oneTap.signingIn': undefined;
  'oauth.oneTap.originNotAllowed': { origin: string };
  'oauth.oneTap.invalidClient': undefined;
  'oauth.oneTap.noConfig': undefined;
  'oauth.oneTap.noLoginRedirect': undefined;
  'oauth.oneTap.noSignupRedirect': undefined;
  'oauth.oneTap.defaultProvider': undefined;
  'oauth.config.noProviders': undefined;
  'oauth.config.unknownProvider': { provider: string };
  'oauth.config.twice': { provider: string };
  'oauth.config.badField': { provider: string; field: string };
}

declare module '../../shell/registries.js' {
  interface Messages extends OAuthMessages {}
}

export const messages: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'Continue with {provider}',
  'oauth.authenticate.title': 'Logging in',
  'oauth.authenticate.progress': 'Finishing your sign-in…',
  'oauth.authenticate.failed': 'Sign-in failed',
  'oauth.confirmation.title': 'Success',
  'oauth.confirmation.text': 'You have successfully logged in.',
  'oauth.return.cancelled': 'The social sign-in was cancelled. Choose a way to log in to try again.',
  'oauth.return.failed': 'The social sign-in did not finish ({error}). Please try again.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Loading Google One Tap',
  'oauth.oneTap.signingIn': 'Signing in with Google…',
  'oauth.oneTap.originNotAllowed':
    'Google One Tap cannot show on {origin}: this origin is not allowed for the project’s Google client. Add it to the client’s authorized JavaScript origins.',
  'oauth.oneTap.invalidClient':
    'Google One Tap cannot show: Google does not recognise the client ID configured for this project. Check that it matches the client ID in your Google Cloud console.',
  'oauth.oneTap.noConfig': 'Google One Tap cannot show: no Google OAuth client is configured for this project.',
  'oauth.oneTap.noLoginRedirect': 'Google One Tap cannot show: the project has no login redirect URL. Register one in the dashboard.',
  'oauth.oneTap.noSignupRedirect': 'Google One Tap cannot show: the project has no sign-up redirect URL. Register one in the dashboard.',
  'oauth.oneTap.defaultProvider':
    'Google One Tap cannot show: the default Google OAuth client cannot be used with One Tap. Configure your own Google client for the project.',
  'oauth.config.noProviders': 'Error: oauthOptions.providers must list at least one social provider.',
  'oauth.config.unknownProvider': 'Error: Unknown OAuth provider "{provider}" in oauthOptions.providers.',
  'oauth.config.twice': 'Error: The OAuth provider "{provider}" is listed twice in oauthOptions.providers.',
  'oauth.config.badField': 'Error: The "{provider}" entry of oauthOptions.providers has an invalid {field}.',
};
