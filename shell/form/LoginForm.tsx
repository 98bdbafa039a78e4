import { useEffect, useRef, type ChangeEvent } from 'react';
import { ApiError, LatchError } from '../../core/errors.js';
import type { LoginMethod } from '../pluginTypes.js';
import { reactH } from '../markup/react.js';
import { emailInput, loginFormView } from '../markup/views.js';
import { useRuntime } from '../runtime/context.js';
import { useSingleFlight, useWidgetState } from '../runtime/hooks.js';
import { setForm, type PhoneRegion } from '../store/widgetStore.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/TextField.js';
import { groupByTab } from './channels.js';
import { MethodTabs } from './MethodTabs.js';
import { PhoneNumberInput, phoneTarget } from '../ui/PhoneNumberInput.js';
import { usePhoneForm } from './usePhoneForm.js';
import { useHandover } from './useHandover.js';

/** The provider's verdicts on the typed address or number; its other errors (a limit, an outage) are not about it. */
const FIELD_ERROR_TYPES = new Set(['invalid_email', 'invalid_phone_number']);

/**
 * Whether an error of the form's submit describes its field: the form's own checks (plain errors, not the client's
 * LatchError) and the provider's verdicts on the value are; a failure of the request is not.
 */
const isAboutTheField = (error: unknown) => (error instanceof ApiError ? FIELD_ERROR_TYPES.has(error.error_type) : !(error instanceof LatchError));

/**
 * The shared email/phone form. Plugins contribute methods; the shell owns the typed value
 * (in the store, so it survives errors and tab switches) and guarantees one request per submit.
 */
export function LoginForm({ errorId }: { errorId: string }) {
  const runtime = useRuntime();
  const { loginMethods, store, ctx, t, fieldHints } = runtime;
  const groups = groupByTab(loginMethods);
  const storedTab = useWidgetState((s) => s.form.tab);
  const region = useWidgetState((s) => s.form.region);
  const queued = useWidgetState((s) => s.form.queued);
  // The phone field's part, and the library beside it, asked for as soon as the form has a phone channel, whichever tab shows.
  usePhoneForm(loginMethods.some((m) => m.input === 'phone'));
  const [pending, run, failure] = useSingleFlight();
  const formRoot = useRef<HTMLDivElement>(null);

  const [activeTab, methods] = groups.find(([tab]) => tab === storedTab) ?? groups[0] ?? [undefined, []];
  const method = methods[0];
  const value = useWidgetState((s) => (method ? s.form[method.input] : ''));

  const setValue = (next: string) => method && setForm(store, { [method.input]: next });

  // Reads the value when it runs, not when it rendered: a queued submit runs after a hand-over brought the text.
  const submit = () => {
    if (!method) return;
    if (runtime.provisional) {
      setForm(store, { queued: true });
      return;
    }
    void run('submit', async () => {
      const typed = store.getState().form[method.input];
      const trimmed = typed.trim();
      const target = method.input === 'email' ? { value: trimmed, display: trimmed } : await phoneTarget(typed, region);
      if (!target) throw new Error(t('form.phone.invalid'));
      const invalid = method.validate?.(target.value);
      if (invalid) throw new Error(invalid);
      await method.submit(target.value, target.display);
    });
  };

  // After the store subscriptions above (see useHandover); the drawn form's element ids, if the widget adopts it.
  const tabIds = useHandover(formRoot);

  // A submit made before the products arrived runs once, as soon as they have (after the hand-over above has put
  // what was typed into the store).
  useEffect(() => {
    if (!queued || runtime.provisional) return;
    setForm(store, { queued: false });
    submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued, runtime]);

  if (!activeTab || !method) return null;

  const setPhone = (next: { phone: string; region: PhoneRegion }) => setForm(store, next);
  const selectTab = (tab: LoginMethod['tab']) => {
    setForm(store, { tab });
    ctx.clearError();
  };

  const panelId = `${tabIds}-panel`;
  const describedBy = failure && isAboutTheField(failure.error) ? errorId : undefined;
  const tabs =
    groups.length > 1 ? (
      <MethodTabs tabs={groups.map(([tab]) => tab)} active={activeTab} idPrefix={tabIds} panelId={panelId} onSelect={selectTab} t={t} />
    ) : null;
  const field =
    method.input === 'email' ? (
      <TextField
        id={`${tabIds}-input`}
        label={t('form.email.label')}
        {...emailInput(fieldHints('email').autoComplete ?? 'email', t('form.email.placeholder'))}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value)}
        errorId={describedBy}
      />
    ) : (
      // One input from the first paint on (its part is in before a widget that adopts a drawn form renders): the phone
      // library only upgrades it (regions, formatting), so what the user types while it downloads keeps its element,
      // focus and caret. Without a first paint the field shows once its part has come, with the products.
      <PhoneNumberInput
        value={{ phone: value, region }}
        onChange={setPhone}
        errorId={describedBy}
        autoComplete={fieldHints('phone').autoComplete ?? 'tel'}
        inputId={`${tabIds}-input`}
      />
    );
  const submitButton = (
    <Button type="submit" busy={pending !== null || queued}>
      {t(method.submitLabel)}
    </Button>
  );

  return loginFormView(reactH, {
    ref: formRoot,
    tabs,
    panelId,
    labelledBy: `${tabIds}-${activeTab}`,
    field,
    submit: submitButton,
    onSubmit: (event) => {
      event.preventDefault();
      submit();
    },
  });
}
