import { descriptorOf, type HostProducts } from '../entries.js';
import { FORM_CHANNELS, groupByTab, withTakeovers } from '../form/channels.js';
import type { EntryKind } from '../registries.js';
import type { MountPlan } from '../runtime/plan.js';
import type { PlainMessageKey } from '../strings.js';

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
export function sketchLoginForm(entry: EntryKind, plan: MountPlan, host?: HostProducts): SketchTab[] | undefined {
  if (entry !== 'login' || !plan.ok) return undefined;
  const methods = [];
  for (const id of plan.products) {
    const form = descriptorOf(id, host)?.form;
    if (!form) return undefined;
    for (const { channel, takesOverTab } of form(plan.config)) methods.push({ ...FORM_CHANNELS[channel], takesOverTab });
  }
  const tabs = groupByTab(withTakeovers(methods)).map(([, [first]]) => ({ id: first!.tab, input: first!.input, submitLabel: first!.submitLabel }));
  return tabs.length > 0 ? tabs : undefined;
}
