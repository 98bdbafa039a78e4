/**
 * A host's first component tests, written from docs/testing-kit.md alone, with the app's client made at module
 * scope (src/latch.ts). Run in jsdom and in happy-dom under Vitest (vitest.config.js), and in jsdom under Jest
 * (jest.config.js) with the one change the doc asks of a Jest host: the test functions come from '@jest/globals'.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LatchLogin } from 'latch/react';
import { latchHandlers, whenEnabled } from 'latch/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../src/latch.js';

const server = setupServer(
  // A project that shows the watermark: the widget shows it only if this bootstrap, not a default, reached the client.
  ...latchHandlers({ baseUrl: 'http://auth.kit-host.test', bootstrap: { disable_sdk_watermark: false } }),
);
// What React or the widget logs as an error (an update outside act, a failed render) fails the test that logged it. A
// plain wrapper rather than vi.spyOn or jest.spyOn, so the file runs under either runner.
const errors: unknown[] = [];
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args[0]);
  consoleError(...args);
};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // One client for the whole file: dispose() forgets what its widget was typed, so the next test starts empty.
  client.dispose();
  expect(errors.splice(0).map(String)).toEqual([]);
});
afterAll(() => server.close());

describe(`the widget in a host's tests (${navigator.userAgent.includes('jsdom') ? 'jsdom' : 'happy-dom'})`, () => {
  it('renders, with the bootstrap of the handlers although the client was made before the server listened', async () => {
    render(<LatchLogin client={client} config={{ products: ['emailMagicLinks'] }} />);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(await screen.findByText(/Powered by/)).toBeTruthy();
  });

  it('keeps a typed email to this test (1/2)', async () => {
    const user = userEvent.setup();
    render(<LatchLogin client={client} config={{ products: ['emailMagicLinks'] }} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('keeps a typed email to this test (2/2): the next one starts empty', async () => {
    render(<LatchLogin client={client} config={{ products: ['emailMagicLinks'] }} />);
    expect(((await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement).value).toBe('');
  });

  it('creates an account with a password, Continue awaited with whenEnabled until the strength check answers', async () => {
    const user = userEvent.setup();
    render(<LatchLogin client={client} config={{ products: ['passwords'] }} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton.hasAttribute('disabled')).toBe(true);
    await user.click(await whenEnabled(continueButton));
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(client.session.getSync()).not.toBeNull();
  });
});
