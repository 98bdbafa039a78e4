/**
 * After a visitor logs in with a password or a one-time code, how the widget offers them a passkey for next time:
 * - `auto`: the browser's password manager creates one without a dialog where the browser can (WebAuthn conditional
 *   create), and only if it agrees; nothing is shown otherwise.
 * - `prompt`: the same, and where the browser cannot, one screen after the login ('Create a passkey for next time' /
 *   'Not now').
 * - `off`: neither.
 */
export type PasskeyUpgrade = 'auto' | 'prompt' | 'off';

/** Nothing the visitor sees and no step the host's flow did not have: a screen is the host's choice. */
export const DEFAULT_UPGRADE: PasskeyUpgrade = 'auto';

/** After 'Not now', the screen is not offered again to that user on that device for this long. */
export const UPGRADE_PAUSE_DAYS = 30;

declare module '../../shell/registries.js' {
  interface LoginConfig {
    /**
     * How a visitor who logged in with a password or a one-time code is offered a passkey (docs/passkeys.md):
     * `auto` lets the browser's password manager create one without a dialog where it can, `prompt` also offers one
     * screen where it cannot, `off` does neither. @default 'auto'
     */
    passkeyUpgrade?: PasskeyUpgrade;
  }
}
