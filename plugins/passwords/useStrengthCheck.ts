import { useEffect, useState } from 'react';
import { passwordStrengthCheck, type StrengthCheckResponse } from '../../core/api/passwords.js';
import { ApiError, isAbortError } from '../../core/errors.js';
import { usePluginContext } from '../../shell/plugin-api.js';

/** Short enough to feel immediate, long enough that a fast typist sends one check per pause, not per key. */
const STRENGTH_DEBOUNCE_MS = 120;

export interface Strength {
  result?: StrengthCheckResponse;
  /** The check's own failure, e.g. the invalid_email error type, shown under the password field. */
  error?: string;
  valid: boolean;
}

interface Checked {
  password: string;
  result?: StrengthCheckResponse;
  error?: string;
}

/**
 * Asks the provider about the password after every settled keystroke. Each new value cancels the
 * check still in flight, and an answer counts only for the value it was asked about, so an old
 * answer can never describe newer text.
 */
export function useStrengthCheck(password: string, email?: string): Strength {
  const ctx = usePluginContext();
  const [checked, setChecked] = useState<Checked>();

  useEffect(() => {
    if (!password) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      passwordStrengthCheck(ctx.client, { password, ...(email && { email }) }, { signal: controller.signal }).then(
        (result) => controller.signal.aborted || setChecked({ password, result }),
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          setChecked({ password, error: error instanceof ApiError ? error.error_message : (error as Error).message });
          // Every error the widget shows reaches the host's onError; typing again clears it (NewPasswordForm).
          ctx.setError(error);
        },
      );
    }, STRENGTH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ctx, password, email]);

  const current = checked?.password === password ? checked : undefined;
  return {
    ...(current?.result && { result: current.result }),
    ...(current?.error && { error: current.error }),
    valid: current?.result?.valid_password === true,
  };
}
