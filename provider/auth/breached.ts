import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The hosted service checks a breach corpus that is not reachable offline; the stand-in is the ranked list of
 * leaked passwords that ships with zxcvbn (about 49,000 entries, all lower case).
 */
const breached = new Set(dictionary['passwords-common']);

export const isBreached = (password: string) => breached.has(password.toLowerCase());
