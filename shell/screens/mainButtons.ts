import type { AnyPlugin, LoginConfig } from '../plugin-api.js';

/**
 * The buttons the Main sections of the listed products other than `self` show, summed from what each declares: a
 * section that fits its buttons to Main's (SPEC §2's wallet buttons) learns the others' count without naming them.
 */
export const mainButtonsBeside = (plugins: readonly AnyPlugin[], config: Readonly<LoginConfig>, self: string): number =>
  plugins.reduce((sum, plugin) => sum + (plugin.id === self ? 0 : (plugin.mainSection?.buttonCount?.(config) ?? 0)), 0);
