import type { ReactElement } from 'react';
import type { OAuthProviderType } from '../../core/api/oauth.js';
import { vars } from '../../shell/ui/ui.css.js';

/**
 * A small mark for each provider, drawn for this widget from simple shapes in the provider's colours (not the
 * providers' own logo artwork), so the buttons are told apart at a glance. Decorative: the button names the provider.
 * They are strokes and a few short paths so that all nineteen cost about 2 KB gzipped. The black marks (Apple, GitHub,
 * TikTok's) are drawn in the button's text colour, the GitHub cat in its background, so they stay visible in the dark
 * colour scheme and under a host's button colours.
 */
const MARKS: Record<OAuthProviderType, () => ReactElement> = {
  google: () => (
    <g fill="none" strokeWidth="3.6">
      <path d="M12.5 12h7a7.5 7.5 0 0 1-2.7 5.8" stroke="#4285F4" />
      <path d="M16.8 17.8a7.5 7.5 0 0 1-10.5-1" stroke="#34A853" />
      <path d="M6.3 16.8a7.5 7.5 0 0 1-.4-9.1" stroke="#FBBC05" />
      <path d="M5.9 7.7a7.5 7.5 0 0 1 11.4-1" stroke="#EA4335" />
    </g>
  ),
  microsoft: () => (
    <>
      <rect x="3" y="3" width="8.5" height="8.5" fill="#F25022" />
      <rect x="12.5" y="3" width="8.5" height="8.5" fill="#7FBA00" />
      <rect x="3" y="12.5" width="8.5" height="8.5" fill="#00A4EF" />
      <rect x="12.5" y="12.5" width="8.5" height="8.5" fill="#FFB900" />
    </>
  ),
  apple: () => (
    <g fill="currentColor">
      <path d="M12 7.6c-1.3-1-4.9-1.5-6.2 1.8-1.2 3 .4 7.1 2.3 9.1 1 1 1.9 1.2 2.8.8a2.7 2.7 0 0 1 2.2 0c.9.4 1.8.2 2.8-.8 1.1-1.1 2-2.8 2.4-4.2a3.9 3.9 0 0 1-.5-6.8c-1.4-1.6-4.6-1.5-5.8.1z" />
      <path d="M12.2 6.6c0-1.8 1.2-3.3 2.9-3.6.2 1.8-1.1 3.4-2.9 3.6z" />
    </g>
  ),
  github: () => (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M8.3 18.6v-2.4C7 15.7 6 14.5 6 12.6c0-.9.3-1.7.9-2.3-.2-.5-.3-1.3.1-2.3 0 0 .8-.2 2.3.9a7 7 0 0 1 5.4 0c1.5-1.1 2.3-.9 2.3-.9.4 1 .3 1.8.1 2.3.6.6.9 1.4.9 2.3 0 1.9-1 3.1-2.3 3.6v2.4z"
        style={{ fill: vars.button.secondaryBg }}
      />
    </>
  ),
  gitlab: () => (
    <>
      <path d="M12 20.5 3.2 13.8l1.9-8.3 2.3 5.7h9.2l2.3-5.7 1.9 8.3z" fill="#FC6D26" />
      <path d="M12 20.5 7.4 11.2h9.2z" fill="#E24329" />
    </>
  ),
  facebook: () => (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path d="M13.6 21.9V10.6c0-1.4.8-2.1 2.1-2.1h1.1M10 13.6h6.2" fill="none" stroke="#fff" strokeWidth="2.6" />
    </>
  ),
  discord: () => (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#5865F2" />
      <path
        d="M7 8.5c1.5-.9 3-1.3 3.6-1.4l.3.6h2.2l.3-.6c.6.1 2.1.5 3.6 1.4 1.3 2 1.9 4.2 1.8 6.8-1.2.9-2.4 1.4-3.5 1.7l-.8-1.2 1.4-.7-.4-.3c-2.3 1-4.7 1-7 0l-.4.3 1.4.7-.8 1.2c-1.1-.3-2.3-.8-3.5-1.7-.1-2.6.5-4.8 1.8-6.8z"
        fill="#fff"
      />
      <circle cx="9.8" cy="12.8" r="1.1" fill="#5865F2" />
      <circle cx="14.2" cy="12.8" r="1.1" fill="#5865F2" />
    </>
  ),
  salesforce: () => <path d="M7.5 18a4 4 0 0 1-.6-7.9 4.5 4.5 0 0 1 7.9-2.4 3.6 3.6 0 0 1 5.1 2.6A3.9 3.9 0 0 1 19 18z" fill="#00A1E0" />,
  slack: () => (
    <g strokeWidth="3.2" strokeLinecap="round">
      <path d="M4 9.5h7" stroke="#36C5F0" />
      <path d="M14.5 4v7" stroke="#2EB67D" />
      <path d="M13 14.5h7" stroke="#ECB22E" />
      <path d="M9.5 13v7" stroke="#E01E5A" />
    </g>
  ),
  amazon: () => (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="#232F3E" />
      <path d="M13.4 7.2v4.8M6 14.5c3.5 2.3 8.5 2.3 12 0m-1.8-.9 1.8.9-.6 1.9" fill="none" stroke="#FF9900" strokeWidth="1.7" strokeLinecap="round" />
      <circle cx="11" cy="9.6" r="2.4" fill="none" stroke="#fff" strokeWidth="1.6" />
    </>
  ),
  bitbucket: () => (
    <>
      <path d="M3.5 4.5h17l-2.4 15H5.9z" fill="#2684FF" />
      <path d="M9.6 10.5h4.8l-.7 4h-3.4z" fill="#fff" />
    </>
  ),
  linkedin: () => (
    <>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="#0A66C2" />
      <circle cx="7.2" cy="7.4" r="1.5" fill="#fff" />
      <path
        d="M5.9 9.8h2.6V18H5.9zm4.9 0h2.5V11c.5-.8 1.4-1.4 2.7-1.4 2.1 0 3 1.3 3 3.7V18h-2.6v-4.2c0-1.1-.3-1.8-1.3-1.8s-1.6.7-1.6 1.8V18h-2.7z"
        fill="#fff"
      />
    </>
  ),
  coinbase: () => (
    <>
      <circle cx="12" cy="12" r="10" fill="#0052FF" />
      <path d="M16 9.2a5 5 0 1 0 0 5.6" fill="none" stroke="#fff" strokeWidth="2.6" />
    </>
  ),
  twitch: () => (
    <>
      <path d="M5 3 3.5 6.5v12h4V21h2.3l2.2-2.5h3.5l5-5.5V3z" fill="#9146FF" />
      <path d="M7 5h11.5v7.2l-2.6 2.6h-4l-2.2 2.2v-2.2H7z" fill="#fff" />
      <path d="M11 7.5v4m4-4v4" stroke="#9146FF" strokeWidth="1.6" />
    </>
  ),
  twitter: () => (
    <path
      d="M4 16.5c3.8 1.6 9.5 1.2 12.4-3.4 1.3-2 1.6-4.2 1.5-5.6l2-1.3-2.3.1a3 3 0 0 0-5.3 1.4c-2.6.1-5.3-1-7.2-3 .1 2.6 1.2 4.5 3.2 5.5l-2 .1c.7 1.4 1.9 2.3 3.4 2.5-1.4 1.1-3.6 1.8-5.7 1.7z"
      fill="#1DA1F2"
    />
  ),
  tiktok: () => (
    <g fill="none" strokeWidth="2.4" strokeLinecap="round">
      <path d="M12.3 2.8v10.8a2.8 2.8 0 1 1-2.8-2.8m2.8-8c.4 2.2 1.9 3.6 4.2 3.8" stroke="#25F4EE" />
      <path d="M13.7 4.2V15a2.8 2.8 0 1 1-2.8-2.8m2.8-8c.4 2.2 1.9 3.6 4.2 3.8" stroke="#FE2C55" />
      <path d="M13 3.5v10.8a2.8 2.8 0 1 1-2.8-2.8M13 3.5c.4 2.2 1.9 3.6 4.2 3.8" stroke="currentColor" />
    </g>
  ),
  snapchat: () => (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#FFFC00" />
      <path
        d="M12 5c2.6 0 4.2 1.9 4.2 4.3v1.8l1.4-.4c.4 0 .6.4.3.7-.5.4-1.4.6-1.6 1 .5 1.4 1.6 2.5 3 3-.3.6-1.2.8-2 .9l-.3 1c-1-.1-2-.1-2.8.4s-1.4 1-2.2 1-1.4-.5-2.2-1-1.8-.5-2.8-.4l-.3-1c-.8-.1-1.7-.3-2-.9 1.4-.5 2.5-1.6 3-3-.2-.4-1.1-.6-1.6-1-.3-.3-.1-.7.3-.7l1.4.4V9.3C7.8 6.9 9.4 5 12 5z"
        fill="#fff"
        stroke="#000"
      />
    </>
  ),
  figma: () => (
    <>
      <path d="M8.5 3H12v6H8.5a3 3 0 0 1 0-6z" fill="#F24E1E" />
      <path d="M12 3h3.5a3 3 0 0 1 0 6H12z" fill="#FF7262" />
      <path d="M8.5 9H12v6H8.5a3 3 0 0 1 0-6z" fill="#A259FF" />
      <circle cx="15.5" cy="12" r="3" fill="#1ABCFE" />
      <path d="M8.5 15H12v3a3 3 0 1 1-3.5-3z" fill="#0ACF83" />
    </>
  ),
  yahoo: () => (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="#6001D2" />
      <path d="M5.5 7h2.6l2.4 4.4L12.9 7h2.6l-3.7 6.5V17H9.3v-3.5z" fill="#fff" />
      <rect x="16.6" y="7" width="2.2" height="6.5" rx="1" fill="#fff" />
      <circle cx="17.7" cy="16" r="1.2" fill="#fff" />
    </>
  ),
};

export function ProviderIcon({ type, className }: { type: OAuthProviderType; className: string }) {
  const Drawn = MARKS[type];
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <Drawn />
    </svg>
  );
}
