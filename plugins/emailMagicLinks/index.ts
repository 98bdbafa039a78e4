import { definePlugin, FORM_CHANNELS, isValidEmail } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import { EmailConfirmationScreen } from './screens/EmailConfirmationScreen.js';
import { magicLinkSlice, requestOptions } from './slice.js';
// The package's types carry the slice's ProductRegistry entry with the plugin (a host's program has no other path to it).
export type {} from './slice.js';

export type { MagicLinkMessages } from './messages.js';
export type { EmailMagicLinksOptions } from './options.js';
export type { MagicLinkAccountMessages } from './account/messages.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** Opened once a login link is sent, from Main or for another product through the emailLoginLink capability. */
    EmailConfirmation: { email: string };
  }
  interface AccountSectionRegistry {
    /** The user's email addresses: a link sent with the session, opened on the account's page, proves each new one. */
    emails: undefined;
  }
}

export default definePlugin({
  id: 'emailMagicLinks',
  messages,
  locales: () => import('./locales/index.js'),
  // Two passwordless ways on one email tab cannot both be offered (SPEC §2).
  validate: (_config, { t, capability }) => (capability('emailLoginCode') ? t('eml.config.withEmailOtp') : undefined),
  slice: magicLinkSlice,
  screens: { EmailConfirmation: EmailConfirmationScreen },
  provides: (_ctx, actions) => ({ emailLoginLink: (email) => actions.send(email) }),
  // The account's emails (a chunk of its own), with the options this chunk holds already, so the two share no module.
  accountSections: { emails: () => import('./account/index.js').then((m) => m.emailsSection({ requestOptions })) },
  loginMethods: (ctx, actions) => [
    {
      id: 'emailMagicLinks',
      ...FORM_CHANNELS.email,
      validate: (value) => (isValidEmail(value) ? undefined : ctx.t('eml.invalidEmail')),
      submit: (email) => actions.send(email),
    },
  ],
});
