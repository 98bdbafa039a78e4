import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { PasswordPolicy } from '../config';
import { isBreached } from './breached';

/**
 * zxcvbn's work grows steeply with length (a 256-character password cost seconds of server time per keystroke's
 * check), so it judges only the start of a password; a longer one is at least as strong as its start. LUDS and
 * the breach check still read the whole password.
 */
export const ZXCVBN_MAX_LENGTH = 32;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
  maxLength: ZXCVBN_MAX_LENGTH,
});

/** The `data` of `passwords/strength_check` (CONTRACT §5), minus the envelope fields. */
export interface StrengthResult {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: 'luds' | 'zxcvbn';
  feedback: {
    suggestions: string[];
    warning: string;
    luds_requirements: {
      has_digit: boolean;
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_symbol: boolean;
      missing_characters: number;
      missing_complexity: number;
    };
  };
}

/** zxcvbn needs a score of 3 to pass, as the hosted service requires. */
const MIN_ZXCVBN_SCORE = 3;

export function checkStrength(password: string, policy: PasswordPolicy, breachDetection: boolean, userInputs: string[] = []): StrengthResult {
  const result = zxcvbn.check(password, userInputs);
  const has_digit = /\d/.test(password);
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_symbol = /[^\p{L}\p{N}]/u.test(password);
  const classes = [has_digit, has_lower_case, has_upper_case, has_symbol].filter(Boolean).length;
  const length = [...password].length;
  const missing_characters = policy.type === 'luds' ? Math.max(0, policy.ludsMinimumCount - length) : 0;
  const missing_complexity = policy.type === 'luds' ? Math.max(0, policy.ludsComplexity - classes) : 0;
  const breached_password = isBreached(password);
  const policyMet = policy.type === 'luds' ? missing_characters === 0 && missing_complexity === 0 : result.score >= MIN_ZXCVBN_SCORE;
  return {
    valid_password: policyMet && !(breachDetection && breached_password),
    score: result.score,
    breached_password,
    breach_detection_on_create: breachDetection,
    strength_policy: policy.type,
    feedback: {
      suggestions: result.feedback.suggestions,
      warning: result.feedback.warning ?? '',
      luds_requirements: { has_digit, has_lower_case, has_upper_case, has_symbol, missing_characters, missing_complexity },
    },
  };
}
