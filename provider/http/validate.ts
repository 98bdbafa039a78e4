import type { Context } from 'hono';
import { ApiError, badRequest } from './errors';
import { checkBodyDepth } from './jsonLimits';

/** Reads one field of a JSON body; throws a 400 that names the field when the type is wrong. */
export type Rule<T> = (value: unknown, field: string) => T;

const isAbsent = (value: unknown) => value === undefined || value === null;

export const str: Rule<string> = (value, field) => {
  if (isAbsent(value)) throw badRequest(`${field} is required.`);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string.`);
  return value;
};

export const optStr: Rule<string | undefined> = (value, field) => (isAbsent(value) ? undefined : str(value, field));

export const optBool: Rule<boolean | undefined> = (value, field) => {
  if (isAbsent(value)) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${field} must be a boolean.`);
  return value;
};

export const optObject: Rule<Record<string, unknown> | undefined> = (value, field) => {
  if (isAbsent(value)) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${field} must be an object.`);
  return value as Record<string, unknown>;
};

export function optInt(min: number, max: number): Rule<number | undefined> {
  return (value, field) => {
    if (isAbsent(value)) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(`${field} must be an integer.`);
    if (value < min || value > max) throw badRequest(`${field} must be between ${min} and ${max}.`);
    return value;
  };
}

export const sessionMinutes = optInt(5, 527040);
export const expiryMinutes = optInt(1, 10080);

type Shape = Record<string, Rule<unknown>>;
export type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** Parses the JSON body (an empty body counts as `{}`, as `sessions/revoke` sends none) and checks it against `shape`. */
export async function readBody<S extends Shape>(c: Context, shape: S): Promise<Parsed<S>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  checkBodyDepth(body);
  const record = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(shape)) out[field] = rule(record[field], field);
  return out as Parsed<S>;
}

/** A top-level domain of two or more letters in any script, or its ASCII (`xn--`) form: the widget's check too. */
const EMAIL = /^[^\s@]+@[^\s@]+\.(?:\p{L}[\p{L}\p{M}]+|[Xx][Nn]--[A-Za-z0-9-]*[A-Za-z0-9])$/u;
const E164 = /^\+[1-9]\d{6,14}$/;

export function checkEmail(email: string): string {
  if (!EMAIL.test(email)) throw new ApiError(400, 'invalid_email', 'Email format is invalid.');
  return email.toLowerCase();
}

export function checkPhone(phone: string): string {
  if (!E164.test(phone)) {
    throw new ApiError(400, 'invalid_phone_number', 'Phone number format is invalid. Use E.164, e.g. +15555550123.');
  }
  return phone;
}
