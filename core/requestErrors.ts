import { LatchError } from './errors.js';

/**
 * The errors only the client's own part raises (the transport), apart from ./errors.ts: that module is
 * in the entry, which every host downloads before the first paint, and these come with the part that throws them.
 */

export interface SchemaIssue {
  dataPath: string;
  message: string;
}

/** A request the provider refused on its schema: each issue names the field path. */
export class SchemaError extends LatchError {
  readonly issues: SchemaIssue[];
  constructor(issues: SchemaIssue[]) {
    super('SchemaError', `Request does not match expected schema\n${issues.map((i) => `${i.dataPath}: ${i.message}`).join('\n')}`);
    this.issues = issues;
  }
}

export const INVALID_JSON = 'Invalid JSON response from our servers.';
export const invalidJsonError = () => new LatchError('InvalidJsonError', INVALID_JSON);
export const internalError = (cause: unknown) =>
  new LatchError('InternalError', `An internal error occurred: ${cause instanceof Error ? cause.message : String(cause)}`);
