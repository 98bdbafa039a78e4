/** What the sum reads of a plugin: its id and its Main section's declared count (WidgetPlugin has both). */
interface Counted<C> {
  id: string;
  mainSection?: { buttonCount?(config: C): number } | undefined;
}

/**
 * The buttons the Main sections of the listed products other than `self` show, summed from what each declares: a
 * section that fits its buttons to Main's (SPEC §2's wallet buttons) learns the others' count without naming them.
 */
export const mainButtonsBeside = <C>(plugins: readonly Counted<C>[], config: C, self: string): number =>
  plugins.reduce((sum, plugin) => sum + (plugin.id === self ? 0 : (plugin.mainSection?.buttonCount?.(config) ?? 0)), 0);
