import { badRequest } from './errors';

/** Deepest nesting of objects and arrays a stored JSON value may have (the value itself is level 1). */
export const MAX_JSON_DEPTH = 16;
/** Largest stored JSON value, as UTF-8 JSON text. */
export const MAX_STORED_JSON_BYTES = 16 * 1024;
/**
 * Deepest nesting of a whole request body: room for a stored value under its wrapper (`__user.untrusted_metadata`)
 * and then some, far below what would overflow the stack when the answer is serialised.
 */
export const MAX_BODY_DEPTH = 32;

/** How deep objects and arrays nest, counted without recursion so that a hostile depth cannot overflow the stack. */
function depthOf(value: unknown, stopAfter: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAfter) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Refuses a request body nested deeper than MAX_BODY_DEPTH with the contract's 400. */
export function checkBodyDepth(body: unknown): void {
  if (depthOf(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw badRequest(`The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`);
  }
}

/**
 * A JSON value the provider is about to store (metadata and the like) must stay within MAX_JSON_DEPTH and
 * MAX_STORED_JSON_BYTES, so that every later answer that carries it can still be serialised and stays small.
 */
export function checkStoredJson(value: unknown, field: string): void {
  if (depthOf(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw badRequest(`${field} is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_STORED_JSON_BYTES) {
    throw badRequest(`${field} is larger than ${MAX_STORED_JSON_BYTES / 1024} KB.`);
  }
}
