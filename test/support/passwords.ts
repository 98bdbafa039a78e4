import { screen } from '@testing-library/react';
import type { LoginConfig } from '../../shell/plugin-api.js';
import { jsonHandler, ok, renderWidget, type RenderOptions, type useApi } from './widget.js';

/** A passwords/strength_check answer; zxcvbn and valid unless overridden. */
export function strength(overrides: Record<string, unknown> = {}, luds: Record<string, unknown> = {}) {
  return {
    valid_password: true,
    score: 4,
    breached_password: false,
    breach_detection_on_create: true,
    strength_policy: 'zxcvbn',
    ...overrides,
    feedback: {
      suggestions: [],
      warning: '',
      luds_requirements: {
        has_digit: true,
        has_lower_case: true,
        has_upper_case: true,
        has_symbol: true,
        missing_characters: 0,
        missing_complexity: 0,
        ...luds,
      },
      ...(overrides.feedback as Record<string, unknown> | undefined),
    },
  };
}

/** The `data` of a login call, enough for the session manager to store it. */
export const authData = () => ({
  user_id: 'user-1',
  user: { user_id: 'user-1', emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: true }] },
  session: { session_id: 'session-1', user_id: 'user-1', expires_at: '2099-01-01T00:00:00Z', authentication_factors: [] },
  session_token: 'session-token-1',
  session_jwt: 'session-jwt-1',
});

/** Main's email tab → users/search answering `userType` → PasswordCreateOrLogin. */
export async function openPasswordScreen(
  api: ReturnType<typeof useApi>,
  userType: 'new' | 'password' | 'passwordless',
  config: Partial<LoginConfig> = { products: ['passwords'] },
  options: RenderOptions = {},
) {
  api.server.use(jsonHandler('post', '/users/search', () => ok({ userType })));
  const view = renderWidget({ config, ...options });
  await view.user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
  return view;
}
