import { useEffect, useRef } from 'react';
import { useProductState, useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, text } from '../../../shell/ui/index.js';
import { ConsentView } from '../views/ConsentView.js';
import { LogoutView } from '../views/LogoutView.js';
import { Waiting } from '../views/Waiting.js';
import type { IdpView } from '../slice.js';

/**
 * The identity-provider entry point (SPEC §2 IDPConsent): one screen whose view follows the flow. The widget moves
 * focus when the screen changes; this screen does the same when its view changes, unless the user has put focus
 * somewhere else on the page.
 */
export function IDPConsentScreen() {
  const view = useProductState('idp', (s) => s.view);
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef<IdpView['kind'] | undefined>(undefined);

  useEffect(() => {
    const previous = shown.current;
    shown.current = view.kind;
    const within = container.current;
    if (!within || previous === undefined || previous === view.kind) return;
    const active = within.ownerDocument.activeElement;
    const root = within.getRootNode() as Document | ShadowRoot;
    const focusIsFree = !active || active === within.ownerDocument.body || within.contains(root.activeElement ?? active);
    if (focusIsFree) within.querySelector<HTMLElement>('[data-screen-heading]')?.focus();
  }, [view.kind]);

  return (
    <div ref={container}>
      <View view={view} />
    </div>
  );
}

function View({ view }: { view: IdpView }) {
  const t = useTranslate();
  switch (view.kind) {
    // On 'signIn' the entry moves on to Main's login products at once.
    case 'loading':
    case 'signIn':
      return <Waiting label={t('loading')} />;
    case 'leaving':
      return <Waiting label={t('idp.redirecting')} visible />;
    case 'problem':
      return <ScreenLayout title={t('idp.problem.title')} back={false} />;
    case 'consent':
      return <ConsentView view={view} />;
    case 'logoutConsent':
      return <LogoutView view={view} />;
    case 'stayed':
      return (
        <ScreenLayout title={t('idp.logout.stayedTitle')} back={false}>
          <p className={text} role="status">
            {t('idp.logout.stayed')}
          </p>
        </ScreenLayout>
      );
  }
}
