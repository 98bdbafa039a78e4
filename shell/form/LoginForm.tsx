import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { LoginMethod } from '../plugin-api.js';
import { useRuntime } from '../runtime/context.js';
import { useWidgetState } from '../runtime/hooks.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/TextField.js';
import { form as formClass, tab as tabClass, tabList } from './form.css.js';

/** Methods grouped by tab, tabs in the order their first method was contributed. */
export function groupByTab(methods: LoginMethod[]): [LoginMethod['tab'], LoginMethod[]][] {
  const groups = new Map<LoginMethod['tab'], LoginMethod[]>();
  for (const m of methods) groups.set(m.tab, [...(groups.get(m.tab) ?? []), m]);
  return [...groups];
}

/**
 * The shared email/phone form. Plugins contribute methods; the shell owns the typed value
 * (in the store, so it survives errors and tab switches) and guarantees one request per submit.
 */
export function LoginForm({ errorId }: { errorId: string }) {
  const { loginMethods, store, ctx, t } = useRuntime();
  const groups = groupByTab(loginMethods);
  const storedTab = useWidgetState((s) => s.form.tab);
  const hasError = useWidgetState((s) => s.errorMessage !== null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const tabIds = useId();

  const [activeTab, methods] = groups.find(([tab]) => tab === storedTab) ?? groups[0] ?? [undefined, []];
  const method = methods[0];
  const value = useWidgetState((s) => (method ? s.form[method.input] : ''));
  if (!activeTab || !method) return null;

  const setValue = (next: string) =>
    store.setState((s) => {
      s.form[method.input] = next;
    });
  const selectTab = (tab: LoginMethod['tab']) => {
    store.setState((s) => {
      s.form.tab = tab;
    });
    ctx.clearError();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const trimmed = value.trim();
    const invalid = method.validate?.(trimmed);
    if (invalid) return ctx.setError(invalid);
    inFlight.current = true;
    setBusy(true);
    ctx.clearError();
    try {
      await method.submit(trimmed);
    } catch (error) {
      ctx.setError(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = groups[(index + step + groups.length) % groups.length];
    if (!next) return;
    selectTab(next[0]);
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${tabIds}-${next[0]}`)}`)?.focus();
  };

  const panelId = `${tabIds}-panel`;
  const showTabs = groups.length > 1;

  return (
    <div>
      {showTabs && (
        <div className={tabList} role="tablist" aria-label={t('form.tabs.label')}>
          {groups.map(([tab], index) => (
            <button
              key={tab}
              id={`${tabIds}-${tab}`}
              type="button"
              role="tab"
              className={tabClass}
              aria-selected={tab === activeTab}
              aria-controls={panelId}
              tabIndex={tab === activeTab ? 0 : -1}
              onClick={() => selectTab(tab)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              {t(tab)}
            </button>
          ))}
        </div>
      )}
      <form
        id={panelId}
        className={formClass}
        noValidate
        onSubmit={onSubmit}
        {...(showTabs && { role: 'tabpanel', 'aria-labelledby': `${tabIds}-${activeTab}` })}
      >
        {method.input === 'email' ? (
          <TextField
            label={t('form.email.label')}
            type="email"
            name="email"
            autoComplete="username email"
            inputMode="email"
            placeholder={t('form.email.placeholder')}
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            errorId={hasError ? errorId : undefined}
          />
        ) : (
          <TextField
            label={t('form.phone.label')}
            type="tel"
            name="phone"
            autoComplete="tel"
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            errorId={hasError ? errorId : undefined}
          />
        )}
        <Button type="submit" busy={busy}>
          {t(method.submitLabel)}
        </Button>
      </form>
    </div>
  );
}
