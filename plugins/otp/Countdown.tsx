import { useEffect, useState } from 'react';
import { useTranslate } from '../../shell/plugin-api.js';
import { LinkButton, mutedText } from '../../shell/ui/index.js';
import { resendRow } from './otp.css.js';

/** m:ss, as SPEC §2 shows the time left. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function useNow(periodMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

interface Props {
  expiresAt: number;
  onResend(): void;
  resending: boolean;
}

/** The time left on the code, ticking every second, then that it expired; a resend link either way. Remount it (key) for a new code. */
export function Countdown({ expiresAt, onResend, resending }: Props) {
  const t = useTranslate();
  const left = Math.max(0, Math.ceil((expiresAt - useNow(1000)) / 1000));
  return (
    <p className={`${mutedText} ${resendRow}`}>
      <span>{left > 0 ? t('otp.expiresIn', { time: clock(left) }) : t('otp.expired')}</span>
      <LinkButton onClick={onResend} busy={resending}>
        {t('otp.resend')}
      </LinkButton>
    </p>
  );
}
