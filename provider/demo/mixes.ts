import { OAUTH_PROVIDERS } from '../auth/oauthConfig';
/** Ready-made product mixes linked from the demo's front page; each opens `/?config=<the JSON>`. */
export const MIXES: { label: string; config: Record<string, unknown> }[] = [
  { label: 'Email magic links', config: { products: ['emailMagicLinks'] } },
  {
    label: 'One-time passcodes: SMS, WhatsApp and email',
    config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'], expirationMinutes: 5 } },
  },
  { label: 'Passwords', config: { products: ['passwords'] } },
  { label: 'Passwords and email magic links', config: { products: ['emailMagicLinks', 'passwords'] } },
  {
    label: 'OAuth (Google, GitHub)',
    config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } },
  },
  {
    label: 'OAuth: all nineteen providers, and email magic links',
    config: {
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: {
        providers: Object.keys(OAUTH_PROVIDERS).map((type) => ({ type })),
      },
    },
  },
  {
    label: 'Google One Tap (simulated Google), embedded',
    config: {
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'google', one_tap: true, position: 'forceLegacyEmbedded' }],
        googleOneTapScriptURL: '/demo/assets/fake-gsi.js',
      },
    },
  },
  {
    label: 'Google One Tap (simulated Google), floating, with GitHub and email codes',
    config: {
      products: ['oauth', 'otp'],
      otpOptions: { methods: ['email'] },
      oauthOptions: { providers: [{ type: 'google', one_tap: true }, { type: 'github' }], googleOneTapScriptURL: '/demo/assets/fake-gsi.js' },
    },
  },
  { label: 'Crypto wallets', config: { products: ['crypto'] } },
  { label: 'Crypto wallets and email magic links', config: { products: ['crypto', 'emailMagicLinks'] } },
  { label: 'Passkeys and email magic links', config: { products: ['emailMagicLinks', 'passkeys'] } },
  { label: 'Passkeys and email codes', config: { products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } } },
  {
    label: 'Passwords with a second factor (an authenticator app or text messages, required)',
    config: { products: ['passwords', 'mfa'], mfaOptions: { factors: ['totp', 'sms'], required: true } },
  },
  {
    label: 'Everything at once',
    config: {
      products: ['emailMagicLinks', 'otp', 'passwords', 'oauth', 'crypto', 'passkeys'],
      otpOptions: { methods: ['sms', 'whatsapp'] },
      oauthOptions: { providers: [{ type: 'google' }] },
    },
  },
];

export const mixHref = (config: Record<string, unknown>) => `/?config=${encodeURIComponent(JSON.stringify(config))}`;
