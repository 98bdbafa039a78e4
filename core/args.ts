import { UsageError } from './errors.js';

/**
 * The `session_duration_minutes` an authenticate call sends when its caller gives none (SPEC §3 `sessionOptions`).
 * Here, with the argument checks every call makes, so that it is in the vanilla entry and costs the products no file.
 */
export const DEFAULT_SESSION_MINUTES = 30;

type Check =
  | 'string'
  | 'optionalString'
  | 'stringArray'
  | 'optionalStringArray'
  | 'number'
  | 'optionalNumber'
  | 'boolean'
  | 'optionalBoolean'
  | 'object'
  | 'optionalObject';

const describe: Record<Check, string> = {
  string: 'a string',
  optionalString: 'an optional string',
  stringArray: 'an array of strings',
  optionalStringArray: 'an optional array of strings',
  number: 'a number',
  optionalNumber: 'an optional number',
  boolean: 'a boolean',
  optionalBoolean: 'an optional boolean',
  object: 'an object',
  optionalObject: 'an optional object',
};

function passes(check: Check, value: unknown): boolean {
  if (check.startsWith('optional') && value === undefined) return true;
  switch (check) {
    case 'string':
    case 'optionalString':
      return typeof value === 'string';
    case 'stringArray':
    case 'optionalStringArray':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'number':
    case 'optionalNumber':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
    case 'optionalBoolean':
      return typeof value === 'boolean';
    case 'object':
    case 'optionalObject':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

/**
 * Checks a call's arguments before anything goes on the wire, so a host's typo fails
 * at the call site with the call and field named instead of as a provider 400.
 */
export function checkArgs(call: string, values: Record<string, unknown>, spec: Record<string, Check>): void {
  for (const [field, check] of Object.entries(spec)) {
    if (!passes(check, values[field])) {
      throw new UsageError(call, `${field} must be ${describe[check]}.`);
    }
  }
}
