import type { ReactNode } from 'react';
import { useProductActions, useSingleFlight, useTranslate } from '../../shell/plugin-api.js';
import { LinkButton } from '../../shell/ui/index.js';
import { links } from './mfa.css.js';
import type { WayKind } from './ways.js';

/**
 * Never stranded: under every second-factor screen, the other ways this visitor has ('Try another way' between the
 * app and text messages, 'Use a recovery code' with an app), and Cancel; `children` go first (the screen's own link).
 */
export function OtherWays({ current, children }: { current: WayKind | 'setup'; children?: ReactNode }) {
  const t = useTranslate();
  const actions = useProductActions('mfa');
  const [pending, run] = useSingleFlight<'cancel'>();
  // A setup offers no way yet: only Cancel.
  const kinds = current === 'setup' ? [] : actions.ways().map((w) => w.kind);
  // 'Try another way' goes to the first way in the host's order that is neither this one nor a recovery code.
  const another = kinds.find((k) => k !== current && k !== 'recovery');
  const recovery = current !== 'recovery' && kinds.includes('recovery');
  return (
    <div className={links}>
      {children}
      {another && <LinkButton onClick={() => actions.openWay(another)}>{t('mfa.tryAnotherWay')}</LinkButton>}
      {recovery && <LinkButton onClick={() => actions.openWay('recovery')}>{t('mfa.useRecoveryCode')}</LinkButton>}
      <LinkButton busy={pending === 'cancel'} onClick={() => void run('cancel', () => actions.cancel())}>
        {t('mfa.cancel')}
      </LinkButton>
    </div>
  );
}
