import { browserSupportsAutofill } from '../../core/api/webauthn.js';
import type { FieldHints, PluginContext } from '../../shell/plugin-api.js';

/**
 * The shared inputs' autocomplete while passkeys are on: the browser lists passkeys with the saved usernames; the phone
 * input stays a telephone number (`tel`) for the browser's own autofill and keyboard.
 */
export const AUTOFILL_HINTS: Record<'email' | 'phone', FieldHints> = {
  email: { autoComplete: 'username webauthn' },
  phone: { autoComplete: 'tel webauthn' },
};

/**
 * Whether an autofill attempt can work: the browser offers passkeys in autofill, and the widget shows an input
 * that asks for them (looked up in the widget's own root, which may sit in a shadow root).
 */
export async function supportsAutofill(ctx: PluginContext): Promise<boolean> {
  return (await browserSupportsAutofill()) && !!ctx.root()?.querySelector('input[autocomplete$="webauthn"]');
}
