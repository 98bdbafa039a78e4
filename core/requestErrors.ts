import { LatchError } from './errors.js';

/**
 * The errors of a request gone wrong in a way a provider working to the contract never causes: a refusal on the
 * request's schema, a success that is no JSON, an internal error. The transport imports this module when one happens
 * (./transport.ts), so no page downloads it before.
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
