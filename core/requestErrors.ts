import { LatchError } from './errors.js';

/**
 * The errors only the client's own part raises (the transport, the PKCE store), apart from ./errors.ts: that module is
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
// SPEC §8 fixes only 'complete the flow on the same device'; the rest is for the visitor who opened the link elsewhere.
export const MISSING_PKCE =
  'This link only works in the browser where it was requested. Please complete the flow on the same device on which it was started.';
export const invalidJsonError = () => new LatchError('InvalidJsonError', INVALID_JSON);
export const missingPkceError = () => new LatchError('MissingPKCEError', MISSING_PKCE);
export const internalError = (cause: unknown) =>
  new LatchError('InternalError', `An internal error occurred: ${cause instanceof Error ? cause.message : String(cause)}`);
