/** An error the API answers with the contract's JSON error body (CONTRACT §3). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errorUrl = (errorType: string) => `https://stytch.com/docs/api/errors/${errorType}`;

export const badRequest = (message: string) => new ApiError(400, 'bad_request', message);

export const sessionNotFound = () => new ApiError(404, 'session_not_found', 'Session could not be found.');

export const unauthorizedCredentials = () => new ApiError(401, 'unauthorized_credentials', 'Unauthorized credentials.');

export const linkNotFound = () =>
  new ApiError(404, 'magic_link_not_found', 'The magic link could not be found. Send another magic link to this user.');

export const linkUnusable = () =>
  new ApiError(
    401,
    'unable_to_auth_magic_link',
    'The magic link could not be authenticated because it was either already used or expired. Send another magic link to this user.',
  );
