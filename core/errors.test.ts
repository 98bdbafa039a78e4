import { describe, expect, it } from 'vitest';
import {
  ApiError,
  INVALID_RESPONSE,
  LatchError,
  NO_SESSION,
  UNREACHABLE,
  UsageError,
  invalidResponseError,
  isUnrecoverable,
  noSessionError,
  unreachableError,
} from './errors.js';
import { MISSING_PKCE } from './missingPkce.js';
import { INVALID_JSON, SchemaError, internalError, invalidJsonError } from './requestErrors.js';

describe('errors', () => {
  it('the SPEC §8 transport strings are exact', () => {
    expect(UNREACHABLE).toBe('Unable to contact our servers.');
    expect(INVALID_JSON).toBe('Invalid JSON response from our servers.');
    expect(INVALID_RESPONSE).toBe('Invalid response from our servers.');
    expect(NO_SESSION).toBe('There is no session currently available. Make sure the user is authenticated with a valid session.');
  });

  it.each([
    [unreachableError(), 'UnreachableError', UNREACHABLE],
    [invalidJsonError(), 'InvalidJsonError', INVALID_JSON],
    [invalidResponseError(), 'InvalidResponseError', INVALID_RESPONSE],
    [noSessionError(), 'NoCurrentSessionError', NO_SESSION],
    [internalError(new TypeError('x is undefined')), 'InternalError', 'An internal error occurred: x is undefined'],
    [internalError('plain string'), 'InternalError', 'An internal error occurred: plain string'],
    [new UsageError('a.b', 'c must be a string.'), 'UsageError', 'Invalid call to a.b: c must be a string.'],
  ])('%s has name %s and its message', (error, name, message) => {
    expect(error).toBeInstanceOf(LatchError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.message).toBe(message);
  });

  it('ApiError keeps every field and defaults the optional ones to empty strings', () => {
    const e = new ApiError({ status_code: 404, error_type: 'user_not_found', error_message: 'User could not be found.' });
    expect(e).toMatchObject({
      name: 'ApiError',
      status_code: 404,
      error_type: 'user_not_found',
      error_message: 'User could not be found.',
      error_url: '',
      request_id: '',
    });
    expect(e.message).toBe('[404] user_not_found\nUser could not be found.');
  });

  it('SchemaError lists each dataPath with its message', () => {
    const e = new SchemaError([
      { dataPath: '.a', message: 'x' },
      { dataPath: '.b', message: 'y' },
    ]);
    expect(e.name).toBe('SchemaError');
    expect(e.message).toBe('Request does not match expected schema\n.a: x\n.b: y');
    expect(e.issues).toEqual([
      { dataPath: '.a', message: 'x' },
      { dataPath: '.b', message: 'y' },
    ]);
  });

  it.each(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found'])(
    '%s is unrecoverable',
    (type) => {
      expect(isUnrecoverable(new ApiError({ status_code: 401, error_type: type, error_message: '' }))).toBe(true);
    },
  );

  it('other errors are recoverable', () => {
    expect(isUnrecoverable(new ApiError({ status_code: 500, error_type: 'internal_server_error', error_message: '' }))).toBe(false);
    expect(isUnrecoverable(unreachableError())).toBe(false);
    expect(isUnrecoverable({ error_type: 'session_not_found' })).toBe(false);
  });
});

describe('texts a visitor reads', () => {
  it('the missing-PKCE text keeps SPEC §8 words and names no protocol part', () => {
    expect(MISSING_PKCE).toContain('complete the flow on the same device');
    expect(MISSING_PKCE).not.toMatch(/PKCE|verifier/i);
  });
});
