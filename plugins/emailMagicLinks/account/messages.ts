import type { MessageTexts } from '../../../shell/plugin-api.js';

/** The texts of email magic links' account section: how a link proves a new email. */
export interface MagicLinkAccountMessages {
  'eml.account.send': undefined;
  'eml.account.sentTo': { email: string };
  'eml.account.resend': undefined;
}

declare module '../../../shell/registries.js' {
  interface Messages extends MagicLinkAccountMessages {}
}

export const messages: MessageTexts<MagicLinkAccountMessages> = {
  'eml.account.send': 'Send a link',
  'eml.account.sentTo': 'We sent a link to {email}. Open it in this browser to add the address to your account.',
  'eml.account.resend': 'Send the link again',
};
