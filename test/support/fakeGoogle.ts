import type { GoogleAccountsId, IdConfiguration, PromptMomentNotification } from '../../plugins/oauth/oneTap/gsi.js';

/**
 * A stand-in for Google's `google.accounts.id` for component tests, behaving as Google documents it: `initialize`
 * keeps the configuration, `prompt` draws the prompt (into `prompt_parent_id` when given) and reports moments to its
 * listener, the credential reaches `callback`, `cancel` closes the prompt. The test decides when each moment happens.
 */
export interface FakeGoogle {
  /** The last `initialize` configuration. */
  readonly config: IdConfiguration | undefined;
  readonly prompts: number;
  readonly cancels: number;
  /** The prompt appears: drawn into its parent (embedded) and the display moment reported. */
  display(): void;
  notDisplayed(reason: string): void;
  /** e.g. 'user_cancel' when the visitor closes the prompt, 'tap_outside'. */
  skipped(reason: string): void;
  /** The visitor chose an account: the ID token goes to `callback`, then the dismissed moment. */
  choose(credential: string): void;
  uninstall(): void;
}

const moment = (kind: 'display' | 'notDisplayed' | 'skipped' | 'dismissed', reason = ''): PromptMomentNotification => ({
  isDisplayMoment: () => kind === 'display' || kind === 'notDisplayed',
  isDisplayed: () => kind === 'display',
  isNotDisplayed: () => kind === 'notDisplayed',
  getNotDisplayedReason: () => (kind === 'notDisplayed' ? reason : ''),
  isSkippedMoment: () => kind === 'skipped',
  getSkippedReason: () => (kind === 'skipped' ? reason : ''),
  isDismissedMoment: () => kind === 'dismissed',
  getDismissedReason: () => (kind === 'dismissed' ? reason : ''),
});

type GoogleWindow = { google?: { accounts: { id: GoogleAccountsId } } };

export function installFakeGoogle(): FakeGoogle {
  let config: IdConfiguration | undefined;
  let listener: ((m: PromptMomentNotification) => void) | undefined;
  let prompt: HTMLElement | undefined;
  let prompts = 0;
  let cancels = 0;
  const close = () => {
    prompt?.remove();
    prompt = undefined;
  };
  const id: GoogleAccountsId = {
    initialize(c) {
      config = c;
    },
    prompt(l) {
      prompts += 1;
      listener = l;
    },
    cancel() {
      cancels += 1;
      close();
      listener?.(moment('dismissed', 'cancel_called'));
    },
  };
  (window as GoogleWindow).google = { accounts: { id } };
  return {
    get config() {
      return config;
    },
    get prompts() {
      return prompts;
    },
    get cancels() {
      return cancels;
    },
    display() {
      prompt = document.createElement('div');
      prompt.textContent = 'Sign in to this site with Google';
      const parent = config?.prompt_parent_id ? document.getElementById(config.prompt_parent_id) : document.body;
      if (!parent) throw new Error(`fake Google: no element with id "${config?.prompt_parent_id}"`);
      parent.append(prompt);
      listener?.(moment('display'));
    },
    notDisplayed(reason) {
      listener?.(moment('notDisplayed', reason));
    },
    skipped(reason) {
      close();
      listener?.(moment('skipped', reason));
    },
    choose(credential) {
      close();
      config?.callback({ credential, select_by: 'user' });
      listener?.(moment('dismissed', 'credential_returned'));
    },
    uninstall() {
      close();
      delete (window as GoogleWindow).google;
    },
  };
}
