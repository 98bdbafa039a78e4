import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCoreClient } from '../../core/client.js';
import { openPasswordScreen, strength } from '../../test/support/passwords.js';
import { API, apiError, jsonHandler, ok, rawBootstrap, TOKEN, useApi } from '../../test/support/widget.js';
import { segmentsFor } from './components/StrengthFeedback.js';

const api = useApi();
const check = '/passwords/strength_check';

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const isDisabled = () => continueButton().hasAttribute('disabled');

async function createView(
  respond: (body: { password: string; email?: string }) => Response | Promise<Response>,
  bootstrap?: Record<string, unknown>,
) {
  api.server.use(jsonHandler('post', check, (body) => respond(body as { password: string; email?: string })));
  if (bootstrap) api.server.use(jsonHandler('get', '/projects/bootstrap/:token', () => ok(rawBootstrap(bootstrap))));
  const view = await openPasswordScreen(api, 'new');
  await screen.findByRole('heading', { name: 'Create your account' });
  return { ...view, input: screen.getByLabelText('Password') as HTMLInputElement };
}

describe('the zxcvbn meter', () => {
  it.each([
    [0, 1, 'weak'],
    [1, 1, 'weak'],
    [2, 2, 'weak'],
    [3, 3, 'strong'],
    [4, 4, 'strong'],
  ] as const)('score %i fills %i segment(s), %s', (score, filled, tone) => {
    expect(segmentsFor(score)).toEqual({ filled, tone });
  });

  it('shows the meter and the warning, and keeps Continue disabled until the password is valid', async () => {
    const view = await createView(({ password }) =>
      ok(
        password.length < 8
          ? strength({ valid_password: false, score: 1, feedback: { warning: 'This is a very common password.' } })
          : strength({ score: 4 }),
      ),
    );
    expect(isDisabled()).toBe(true);
    await view.user.type(view.input, 'abc');
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('1');
    expect(meter.getAttribute('aria-valuetext')).toBe('Weak');
    expect(meter.getAttribute('data-filled')).toBe('1');
    expect(meter.getAttribute('data-tone')).toBe('weak');
    expect(screen.getByText('This is a very common password.')).toBeTruthy();
    expect(isDisabled()).toBe(true);

    await view.user.type(view.input, 'defghijk');
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('data-filled')).toBe('4'));
    expect(screen.getByRole('meter').getAttribute('data-tone')).toBe('strong');
    expect(screen.queryByText('This is a very common password.')).toBeNull();
    expect(isDisabled()).toBe(false);
    expect(view.input.getAttribute('aria-describedby')).toBe(screen.getByRole('meter').parentElement!.id);
  });

  it('sends the email with every check on create and checks the settled value', async () => {
    const view = await createView(() => ok(strength()));
    await view.user.type(view.input, 'hunter22');
    await waitFor(() => expect(isDisabled()).toBe(false));
    const calls = api.calls(check);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.every((c) => (c.body as { email: string }).email === 'ada@example.com')).toBe(true);
    expect(calls.at(-1)?.body).toEqual({ password: 'hunter22', email: 'ada@example.com' });
  });

  it('checks again after each pause in typing, and clearing the field clears the verdict', async () => {
    const view = await createView(() => ok(strength()));
    await view.user.type(view.input, 'a');
    await waitFor(() => expect(api.calls(check)).toHaveLength(1));
    await view.user.type(view.input, 'b');
    await waitFor(() => expect(api.calls(check)).toHaveLength(2));
    expect(api.calls(check).map((c) => (c.body as { password: string }).password)).toEqual(['a', 'ab']);
    await view.user.clear(view.input);
    await waitFor(() => expect(screen.queryByRole('meter')).toBeNull());
    expect(isDisabled()).toBe(true);
    expect(api.calls(check)).toHaveLength(2);
  });
});

describe('the LUDS policy', () => {
  it('prints the numbers from bootstrap password_config with each requirement met or not', async () => {
    const view = await createView(
      ({ password }) =>
        ok(
          password.length >= 10
            ? strength({ strength_policy: 'luds' })
            : strength({ strength_policy: 'luds', valid_password: false }, { missing_characters: 10 - password.length, missing_complexity: 0 }),
        ),
      { password_config: { luds_complexity: 4, luds_minimum_count: 10 } },
    );
    await view.user.type(view.input, 'Ab1!');
    const length = await screen.findByText('Must be at least 10 characters long');
    const complexity = screen.getByText('Must contain 4 of the following: uppercase letter, lowercase letter, number, symbol');
    expect(length.closest('li')!.getAttribute('data-met')).toBe('false');
    expect(length.closest('li')!.textContent).toContain('Not yet:');
    expect(complexity.closest('li')!.getAttribute('data-met')).toBe('true');
    expect(isDisabled()).toBe(true);
    await view.user.type(view.input, 'cdefgh');
    await waitFor(() => expect(screen.getByText('Must be at least 10 characters long').closest('li')!.getAttribute('data-met')).toBe('true'));
    expect(isDisabled()).toBe(false);
  });
});

describe('breached passwords and check errors', () => {
  it('shows the breached text and keeps Continue disabled', async () => {
    const view = await createView(() => ok(strength({ valid_password: false, breached_password: true, score: 0 })));
    await view.user.type(view.input, 'password123');
    expect(
      await screen.findByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeTruthy();
    expect(isDisabled()).toBe(true);
  });

  it('shows an invalid_email error message under the password field, once, and reports it to onError', async () => {
    const errors: { message: string; type?: string }[] = [];
    api.server.use(jsonHandler('post', check, () => apiError(400, 'invalid_email', 'Email format is invalid.')));
    const view = await openPasswordScreen(api, 'new', { products: ['passwords'] }, { callbacks: { onError: (error) => errors.push(error) } });
    const input = (await screen.findByLabelText('Password')) as HTMLInputElement;
    await view.user.type(input, 'whatever');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email format is invalid.');
    expect(screen.getAllByText('Email format is invalid.')).toHaveLength(1);
    expect(errors).toEqual([{ message: 'Email format is invalid.', type: 'invalid_email' }]);
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(alert.previousElementSibling?.contains(input)).toBe(true);
    expect(isDisabled()).toBe(true);
  });
});

describe('superseded checks', () => {
  it('a late answer for an older value never replaces the newer one, even when the cancel does not reach the network', async () => {
    const ignoresCancel = createCoreClient(TOKEN, { baseUrl: API, fetch: (input, init) => fetch(input, { ...init, signal: null }) });
    api.server.use(
      jsonHandler('post', check, async (body) => {
        if ((body as { password: string }).password === 'a') {
          await delay(400);
          return ok(strength({ valid_password: true, score: 4 }));
        }
        return ok(strength({ valid_password: false, score: 2 }));
      }),
    );
    const view = await openPasswordScreen(api, 'new', undefined, { client: ignoresCancel });
    const input = await screen.findByLabelText('Password');
    await view.user.type(input, 'a');
    await waitFor(() => expect(api.calls(check)).toHaveLength(1));
    await view.user.type(input, 'b');
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('2'));
    await delay(500);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('2');
    expect(isDisabled()).toBe(true);
  });

  it('cancels the check in flight when the value changes', async () => {
    const signals: AbortSignal[] = [];
    const client = createCoreClient(TOKEN, {
      baseUrl: API,
      fetch: (input, init) => {
        if (String(input).endsWith(check) && init?.signal) signals.push(init.signal);
        return fetch(input, init);
      },
    });
    api.server.use(
      jsonHandler('post', check, async (body) => {
        if ((body as { password: string }).password === 'a') await delay(1000);
        return ok(strength());
      }),
    );
    const view = await openPasswordScreen(api, 'new', undefined, { client });
    const input = await screen.findByLabelText('Password');
    await view.user.type(input, 'a');
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    await view.user.type(input, 'b');
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    await waitFor(() => expect(isDisabled()).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fast typing sends one check per pause, not one per key', async () => {
    const view = await createView(() => ok(strength()));
    await view.user.type(view.input, 'quick-typing');
    await waitFor(() => expect(isDisabled()).toBe(false));
    expect(api.calls(check)).toHaveLength(1);
    expect(api.calls(check)[0]?.body).toEqual({ password: 'quick-typing', email: 'ada@example.com' });
  });
});

describe('the show/hide toggle', () => {
  it('switches the input type and keeps focus and caret in the field', async () => {
    const view = await createView(() => ok(strength()));
    await view.user.type(view.input, 'secret-pass');
    view.input.setSelectionRange(3, 3);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await view.user.click(toggle);
    expect(view.input.getAttribute('type')).toBe('text');
    expect(document.activeElement).toBe(view.input);
    expect([view.input.selectionStart, view.input.selectionEnd]).toEqual([3, 3]);
    await view.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(view.input.getAttribute('type')).toBe('password');
    expect(document.activeElement).toBe(view.input);
    expect(view.input.selectionStart).toBe(3);
    await view.user.keyboard('X');
    expect(view.input.value).toBe('secXret-pass');
  });

  it('from the keyboard, focus stays on the toggle (Enter and Space), and the field keeps its text and selection', async () => {
    const view = await createView(() => ok(strength()));
    await view.user.type(view.input, 'abcdef');
    view.input.setSelectionRange(1, 4);
    await view.user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(document.activeElement).toBe(toggle);
    await view.user.keyboard('{Enter}');
    expect(view.input.getAttribute('type')).toBe('text');
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    await view.user.keyboard(' ');
    expect(view.input.getAttribute('type')).toBe('password');
    expect(document.activeElement).toBe(toggle);
    await view.user.tab({ shift: true });
    expect(document.activeElement).toBe(view.input);
    expect(view.input.value).toBe('abcdef');
  });
});
