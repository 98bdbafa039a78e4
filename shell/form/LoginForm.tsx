import { useId, type FormEvent } from 'react';
import type { LoginMethod } from '../plugin-api.js';
import { useRuntime } from '../runtime/context.js';
import { useSingleFlight, useWidgetState } from '../runtime/hooks.js';
import type { PhoneRegion } from '../store/widgetStore.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/TextField.js';
import { form as formClass } from './form.css.js';
import { MethodTabs } from './MethodTabs.js';
import { PhoneField } from './PhoneField.js';
import { phoneTarget } from './phoneTarget.js';
import { usePhoneLib } from './usePhoneLib.js';

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
  const { loginMethods, store, ctx, t, fieldHints } = useRuntime();
  const groups = groupByTab(loginMethods);
  const storedTab = useWidgetState((s) => s.form.tab);
  const hasError = useWidgetState((s) => s.errorMessage !== null);
  const region = useWidgetState((s) => s.form.region);
  const phone = usePhoneLib(loginMethods.some((m) => m.input === 'phone'));
  const [pending, run] = useSingleFlight();
  const tabIds = useId();

  const [activeTab, methods] = groups.find(([tab]) => tab === storedTab) ?? groups[0] ?? [undefined, []];
  const method = methods[0];
  const value = useWidgetState((s) => (method ? s.form[method.input] : ''));
  if (!activeTab || !method) return null;

  const setValue = (next: string) =>
    store.setState((s) => {
      s.form[method.input] = next;
    });
  const setPhone = (next: { phone: string; region?: PhoneRegion }) =>
    store.setState((s) => {
      s.form.phone = next.phone;
      if (next.region) s.form.region = next.region;
    });
  const selectTab = (tab: LoginMethod['tab']) => {
    store.setState((s) => {
      s.form.tab = tab;
    });
    ctx.clearError();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('submit', async () => {
      const trimmed = value.trim();
      const target = method.input === 'email' ? { value: trimmed, display: trimmed } : await phoneTarget(value, region);
      if (!target) throw new Error(t('form.phone.invalid'));
      const invalid = method.validate?.(target.value);
      if (invalid) throw new Error(invalid);
      await method.submit(target.value, target.display);
    });
  };

  const panelId = `${tabIds}-panel`;
  const showTabs = groups.length > 1;
  const describedBy = hasError ? errorId : undefined;

  return (
    <div>
      {showTabs && (
        <MethodTabs tabs={groups.map(([tab]) => tab)} active={activeTab} idPrefix={tabIds} panelId={panelId} onSelect={selectTab} t={t} />
      )}
      <div id={panelId} {...(showTabs && { role: 'tabpanel', 'aria-labelledby': `${tabIds}-${activeTab}` })}>
        <form className={formClass} noValidate onSubmit={onSubmit}>
          {method.input === 'email' ? (
            <TextField
              label={t('form.email.label')}
              type="email"
              name="email"
              autoComplete={fieldHints('email').autoComplete ?? 'email'}
              inputMode="email"
              placeholder={t('form.email.placeholder')}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
              errorId={describedBy}
            />
          ) : (
            // One input from the first paint on: the phone library only upgrades it (regions, formatting), so
            // what the user types while it downloads keeps its element, focus and caret.
            <PhoneField value={value} region={region} phone={phone} onChange={setPhone} errorId={describedBy} autoComplete={fieldHints('phone').autoComplete ?? 'tel'} />
          )}
          <Button type="submit" busy={pending !== null}>
            {t(method.submitLabel)}
          </Button>
        </form>
      </div>
    </div>
  );
}
