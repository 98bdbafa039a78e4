/** What a visitor types for a new phone number, as it goes on the wire: + and the digits, in E.164. */
export function phoneOnWire(typed: string): string | undefined {
  // Spaces, dashes, dots and brackets are how people write numbers; nothing else may be in one.
  const compact = typed.trim().replace(/[\s\-.()]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : undefined;
}

/** Whether two emails are the same address for the provider (which compares them without case). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
