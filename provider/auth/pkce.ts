import { createHash } from 'node:crypto';
import { ApiError } from '../http/errors';
import { safeEqual } from './tokens';

/** A token issued with a code_challenge only authenticates with the verifier whose SHA-256 is that challenge. */
export function checkPkce(codeChallenge: string | null, codeVerifier: string | undefined): void {
  if (codeChallenge === null) return;
  if (codeVerifier === undefined) {
    throw new ApiError(
      400,
      'pkce_mismatch',
      'This flow was started with a code_challenge, so a code_verifier is required. Complete the flow on the same device it was started on.',
    );
  }
  const computed = createHash('sha256').update(codeVerifier).digest('base64url');
  if (!safeEqual(computed, codeChallenge)) {
    throw new ApiError(400, 'pkce_mismatch', 'The code_verifier does not match the code_challenge this flow was started with.');
  }
}
