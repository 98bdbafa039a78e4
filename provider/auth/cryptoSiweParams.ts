import { ApiError, badRequest } from '../http/errors';
import { optStr, type Rule } from '../http/validate';

/** `siwe_params` as they arrive (CONTRACT §5); every field optional, the uri defaulting to the page's origin. */
export interface SiweRequest {
  uri?: string;
  chain_id?: string | number;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

/**
 * Longest value of each text field, and of the resource list. A challenge is kept until it expires, so what a
 * caller may make the provider keep stays small; real pages send far less.
 */
export const SIWE_LIMITS = {
  uri: 512,
  chain_id: 20,
  issued_at: 64,
  statement: 500,
  not_before: 64,
  message_request_id: 128,
  resource: 512,
  resources: 16,
};

/**
 * Every field is written into the message on a line of its own (EIP-4361): a line break, or any other control or
 * direction-changing character, could add lines (another `Nonce:`, more `Resources:`) or make the wallet show
 * something other than what is signed.
 */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const invalidSiweParams = (why: string) => new ApiError(400, 'invalid_siwe_params', `siwe_params: ${why}`);

function checkText(value: string, field: string, limit: number, label = field): string {
  if (value.length > limit) throw invalidSiweParams(`${label} must be at most ${limit} characters.`);
  if (CONTROL.test(value)) throw invalidSiweParams(`${field} must not contain line breaks or other control characters.`);
  return value;
}

const text =
  (limit: number): Rule<string | undefined> =>
  (value, field) => {
    const read = optStr(value, `siwe_params.${field}`);
    return read === undefined ? undefined : checkText(read, field, limit);
  };

const chainId: Rule<string | number | undefined> = (value, field) => (typeof value === 'number' ? value : text(SIWE_LIMITS.chain_id)(value, field));

const resources: Rule<string[] | undefined> = (value, field) => {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw badRequest(`siwe_params.${field} must be an array of strings.`);
  if (value.length > SIWE_LIMITS.resources) throw invalidSiweParams(`${field} must list at most ${SIWE_LIMITS.resources} URIs.`);
  return value.map((resource: string) => checkText(resource, field, SIWE_LIMITS.resource, `each of ${field}`));
};

const RULES = {
  uri: text(SIWE_LIMITS.uri),
  chain_id: chainId,
  issued_at: text(SIWE_LIMITS.issued_at),
  statement: text(SIWE_LIMITS.statement),
  not_before: text(SIWE_LIMITS.not_before),
  message_request_id: text(SIWE_LIMITS.message_request_id),
  resources,
};

/** The fields of siwe_params, each checked: its type (400 `bad_request`), its length and its characters (400 `invalid_siwe_params`). */
export function readSiwe(raw: Record<string, unknown>): SiweRequest {
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(RULES)) {
    const value = rule(raw[field], field);
    if (value !== undefined) out[field] = value;
  }
  return out as SiweRequest;
}
