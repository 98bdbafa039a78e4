import type { MessageTexts } from '../../../shell/plugin-api.js';

/** The texts of the account's connected accounts: the social providers the visitor signs in with. */
export interface OAuthAccountMessages {
  'oauth.account.title': undefined;
  'oauth.account.empty': undefined;
  'oauth.account.connect': { provider: string };
  'oauth.account.connected': { provider: string };
  'oauth.account.disconnected': { provider: string };
  'oauth.account.removeWarning': undefined;
  'oauth.account.cancelled': undefined;
  'oauth.account.taken': undefined;
  'oauth.account.failed': { error: string };
}

declare module '../../../shell/registries.js' {
  interface Messages extends OAuthAccountMessages {}
}

export const messages: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'Connected accounts',
  'oauth.account.empty': 'No account connected yet.',
  'oauth.account.connect': 'Connect {provider}',
  'oauth.account.connected': '{provider} is connected.',
  'oauth.account.disconnected': '{provider} is disconnected.',
  'oauth.account.removeWarning': 'Once disconnected, you can no longer sign in with this account.',
  'oauth.account.cancelled': 'Connecting was cancelled. Nothing changed.',
  'oauth.account.taken': 'That account is already connected to another user, so it was not connected here.',
  'oauth.account.failed': 'The account could not be connected ({error}). Please try again.',
};
