import { useEffect, useState } from 'react';
import { useSingleFlight, useTranslate } from '../../shell/plugin-api.js';
import { DigitInput, emptyDigits, OTP_LENGTH } from '../../shell/ui/DigitInput.js';
import { mutedText } from '../../shell/ui/index.js';
import type { Allowance } from './slice.js';
import { useLocked } from './useLocked.js';

interface Props {
  /** Checks a full code; throws the message to show when it is refused. */
  verify(code: string): Promise<void>;
  /** The provider's allowance of wrong guesses this code draws on. */
  allowance: Allowance;
  /** The error banner's id while it shows one. */
  errorId: string | undefined;
  /** The first box takes focus when the screen opens. @default true */
  initialFocus?: boolean;
}

/**
 * The six boxes of a code: a full code is checked at once, one request per code (typed, pasted or autofilled, in any
 * digits); a refused one clears the boxes and the focus goes back to the first. Closed while the provider refuses guesses.
 */
export function CodeEntry({ verify, allowance, errorId, initialFocus = true }: Props) {
  const t = useTranslate();
  const [digits, setDigits] = useState(emptyDigits);
  const [pending, run, failure] = useSingleFlight<'verify'>();
  const locked = useLocked(allowance);
  const code = digits.every(Boolean) ? digits.join('') : null;

  useEffect(() => {
    if (code === null || pending !== null || locked) return;
    void run('verify', async () => {
      try {
        await verify(code);
      } catch (error) {
        setDigits(emptyDigits());
        throw error;
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, pending, locked]);

  return (
    <>
      <DigitInput
        digits={digits}
        onChange={setDigits}
        disabled={pending === 'verify' || locked}
        label={t('mfa.digits')}
        boxLabel={(n) => t('mfa.digit', { n, count: OTP_LENGTH })}
        errorId={failure ? errorId : undefined}
        initialFocus={initialFocus}
      />
      {pending === 'verify' && (
        <p className={mutedText} role="status">
          {t('mfa.verifying')}
        </p>
      )}
    </>
  );
}
