import { normalizeConfig, planEntry, type EntryPlan, type HostProducts } from '../entries.js';
import type { EntryKind, LoginConfig } from '../registries.js';

/** A mount's config, with the products listed by default, and what its entry loads: worked out once per mount. */
export type MountPlan = EntryPlan & { config: LoginConfig };

/**
 * Plans a mount: a vanilla mount does it as it starts and hands the plan to the download, the first paint and the
 * widget; a React mount, which draws nothing first, does it in the widget. A refused config is worded when shown
 * (./wordRefusal.ts).
 */
export function planMount(entry: EntryKind, config: Partial<LoginConfig> | undefined, host?: HostProducts): MountPlan {
  const normalized = normalizeConfig(config, host);
  return { ...planEntry(entry, normalized, host), config: normalized };
}
