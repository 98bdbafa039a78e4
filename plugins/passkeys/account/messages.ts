import type { MessageTexts } from '../../../shell/plugin-api.js';

/** The texts of the account's passkeys section; the list's own are the registration entry's. */
export interface PasskeyAccountMessages {
  'passkey.account.title': undefined;
  'passkey.account.added': undefined;
  'passkey.account.renamed': undefined;
  'passkey.account.deleted': undefined;
}

declare module '../../../shell/registries.js' {
  interface Messages extends PasskeyAccountMessages {}
}

export const messages: MessageTexts<PasskeyAccountMessages> = {
  'passkey.account.title': 'Passkeys',
  'passkey.account.added': 'Passkey created.',
  'passkey.account.renamed': 'Passkey renamed.',
  'passkey.account.deleted': 'Passkey deleted.',
};
