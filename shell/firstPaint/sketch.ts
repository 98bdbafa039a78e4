import { normalizeConfig, descriptorOf, planEntry, type HostProducts } from '../entries.js';
import { FORM_CHANNELS, groupByTab, withTakeovers } from '../form/channels.js';
import type { EntryKind, LoginConfig } from '../plugin-api.js';
import type { PlainMessageKey, Translate } from '../strings.js';

export interface SketchTab {
  /** The tab's message key, as the widget's form names it. */
  id: PlainMessageKey;
  input: 'email' | 'phone';
  submitLabel: PlainMessageKey;
}

/**
 * Main's form as the listed products will draw it, worked out from their descriptors before any chunk arrives:
 * tabs in the order their first method is contributed, a takeover replacing its tab's other methods, the first
 * method of a tab naming its input and button (as the widget's form does). Undefined when the entry does not open
 * on such a form: another entry, a product that draws more than the form on Main, or a config the widget refuses.
 */
export function sketchLoginForm(entry: EntryKind, config: Partial<LoginConfig> | undefined, t: Translate, host?: HostProducts): SketchTab[] | undefined {
  if (entry !== 'login') return undefined;
  const normalized = normalizeConfig(config, host);
  const plan = planEntry(entry, normalized, t, host);
  if (!plan.ok) return undefined;
  const methods = [];
  for (const id of plan.products) {
    const form = descriptorOf(id, host)?.form;
    if (!form) return undefined;
    for (const { channel, takesOverTab } of form(normalized)) methods.push({ ...FORM_CHANNELS[channel], takesOverTab });
  }
  const tabs = groupByTab(withTakeovers(methods)).map(([, [first]]) => ({ id: first!.tab, input: first!.input, submitLabel: first!.submitLabel }));
  return tabs.length > 0 ? tabs : undefined;
}
