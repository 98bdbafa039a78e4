import { UsageError } from './errors.js';

/**
 * The `session_duration_minutes` an authenticate call sends when its caller gives none (SPEC §3 `sessionOptions`).
 * Here, with the argument checks every call makes, so that it is in the vanilla entry and costs the products no file.
 */
export const DEFAULT_SESSION_MINUTES = 30;

/** Each kind of argument: what the error calls it, and the test a value passes. */
const KINDS = {
  string: ['a string', (value) => typeof value === 'string'],
  stringArray: ['an array of strings', (value) => Array.isArray(value) && value.every((v) => typeof v === 'string')],
  number: ['a number', (value) => typeof value === 'number' && Number.isFinite(value)],
  boolean: ['a boolean', (value) => typeof value === 'boolean'],
  object: ['an object', (value) => typeof value === 'object' && value !== null && !Array.isArray(value)],
} satisfies Record<string, [string, (value: unknown) => boolean]>;

type Kind = keyof typeof KINDS;
/** A kind, or the same kind where undefined passes too ('an optional string'). */
type Check = Kind | `optional${Capitalize<Kind>}`;

/**
 * Checks a call's arguments before anything goes on the wire, so a host's typo fails
 * at the call site with the call and field named instead of as a provider 400.
 */
export function checkArgs(call: string, values: Record<string, unknown>, spec: Record<string, Check>): void {
  for (const [field, check] of Object.entries(spec)) {
    const optional = check.startsWith('optional');
    const [noun, passes] = KINDS[check.replace(/^optional(.)/, (_, first: string) => first.toLowerCase()) as Kind];
    if (!(optional && values[field] === undefined) && !passes(values[field])) {
      throw new UsageError(call, `${field} must be ${optional ? noun.replace(/^an? /, 'an optional ') : noun}.`);
    }
  }
}
