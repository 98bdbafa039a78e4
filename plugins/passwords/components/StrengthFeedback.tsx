import { useEffect, useState } from 'react';
import type { StrengthCheckResponse } from '../../../core/api/passwords.js';
import { usePluginContext, useTranslate, type PlainMessageKey } from '../../../shell/plugin-api.js';
import { visuallyHidden } from '../../../shell/ui/index.js';
import { CheckIcon, DotIcon } from '../icons.js';
import { feedback, meter, requirement, requirements, segment, warning } from '../passwords.css.js';

/** What the hosted service uses when a project sets no LUDS numbers. */
const DEFAULT_LUDS = { ludsMinimumCount: 8, ludsComplexity: 3 };

const LEVELS: PlainMessageKey[] = ['pw.strength.weak', 'pw.strength.weak', 'pw.strength.fair', 'pw.strength.good', 'pw.strength.strong'];

/** SPEC §5: score 0–1 fills one red segment, 2 two red, 3 three green, 4 four green. */
export function segmentsFor(score: number): { filled: number; tone: 'weak' | 'strong' } {
  const clamped = Math.min(4, Math.max(0, Math.round(score)));
  return { filled: Math.max(1, clamped), tone: clamped >= 3 ? 'strong' : 'weak' };
}

function Meter({ score }: { score: number }) {
  const t = useTranslate();
  const { filled, tone } = segmentsFor(score);
  return (
    <div
      className={meter}
      role="meter"
      aria-label={t('pw.strength.label')}
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={score}
      aria-valuetext={t(LEVELS[Math.min(4, Math.max(0, score))] ?? 'pw.strength.weak')}
      data-filled={filled}
      data-tone={tone}
    >
      {[1, 2, 3, 4].map((n) => (
        <span key={n} className={n <= filled ? segment[tone] : segment.empty} />
      ))}
    </div>
  );
}

function Requirement({ met, children }: { met: boolean; children: string }) {
  const t = useTranslate();
  return (
    <li className={met ? requirement.met : requirement.unmet} data-met={met}>
      {met ? <CheckIcon /> : <DotIcon />}
      <span>
        <span className={visuallyHidden}>{t(met ? 'pw.requirement.met' : 'pw.requirement.unmet')} </span>
        {children}
      </span>
    </li>
  );
}

function useLudsNumbers() {
  const ctx = usePluginContext();
  const [numbers, setNumbers] = useState(DEFAULT_LUDS);
  useEffect(() => {
    let live = true;
    void ctx.bootstrap().then((b) => live && b.passwordConfig && setNumbers(b.passwordConfig));
    return () => {
      live = false;
    };
  }, [ctx]);
  return numbers;
}

/** The provider's verdict on the password, in the form its policy calls for. */
export function StrengthFeedback({ id, result }: { id: string; result: StrengthCheckResponse | undefined }) {
  const t = useTranslate();
  const luds = useLudsNumbers();
  if (!result) return <div id={id} />;
  const breached = result.breached_password && result.breach_detection_on_create;
  const { missing_characters, missing_complexity } = result.feedback.luds_requirements;
  return (
    <div id={id} className={feedback}>
      {result.strength_policy === 'zxcvbn' && (
        <>
          <Meter score={result.score} />
          {result.feedback.warning && <p className={warning}>{result.feedback.warning}</p>}
        </>
      )}
      {result.strength_policy === 'luds' && (
        <ul className={requirements}>
          <Requirement met={missing_characters === 0}>{t('pw.luds.length', { N: luds.ludsMinimumCount })}</Requirement>
          <Requirement met={missing_complexity === 0}>{t('pw.luds.complexity', { N: luds.ludsComplexity })}</Requirement>
        </ul>
      )}
      {breached && <p className={warning}>{t('pw.breached')}</p>}
    </div>
  );
}
