import { useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, text } from '../../../shell/ui/index.js';
import { answers, scopeItem, scopeList } from '../idp.css.js';
import type { IdpView } from '../slice.js';

/** Who asks for what, and Allow / Deny; every text here comes from the provider or the catalogue and renders as text. */
export function ConsentView({ view }: { view: Extract<IdpView, { kind: 'consent' }> }) {
  const t = useTranslate();
  const actions = useProductActions('idp');
  const answering = view.answering !== null;
  return (
    <ScreenLayout
      title={view.title}
      back={false}
      footer={
        <div className={answers}>
          <Button onClick={() => actions.answer(true)} busy={view.answering === 'allow'} disabled={answering}>
            {t('idp.consent.allow')}
          </Button>
          <Button variant="secondary" onClick={() => actions.answer(false)} busy={view.answering === 'deny'} disabled={answering}>
            {t('idp.consent.deny')}
          </Button>
        </div>
      }
    >
      <p className={text}>{view.intro}</p>
      <ul className={scopeList}>
        {view.scopes.map((description, i) => (
          <li key={i} className={scopeItem}>
            {description}
          </li>
        ))}
      </ul>
    </ScreenLayout>
  );
}
