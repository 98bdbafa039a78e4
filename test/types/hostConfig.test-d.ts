/**
 * A host's first lines, as the docs write them: a config kept in a variable (`as const`, annotated, or `satisfies`),
 * mounted by both entries, and a redirect page that narrows the hook's state and the redirect result. Each
 * `@ts-expect-error` sits beside a line that compiles, so it fails for its own reason.
 */
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import { createWidgetClient, type LatchConfig as VanillaConfig, type MountParams, type RedirectResult } from 'latch';
import { createLatchClient, LatchLogin, useLatchRedirect, type LatchConfig, type LatchRedirectState } from 'latch/react';

type LoginProps = ComponentProps<typeof LatchLogin>;

describe('a config kept outside JSX', () => {
  it('compiles written as const, lists and nested lists included', () => {
    const config = {
      products: ['otp', 'oauth', 'emailMagicLinks'],
      otpOptions: { methods: ['sms', 'email'], expirationMinutes: 10 },
      oauthOptions: { providers: [{ type: 'google', one_tap: true, custom_scopes: ['openid'] }, { type: 'github' }] },
      emailMagicLinksOptions: { loginRedirectURL: 'https://app.example/auth', signupRedirectURL: 'https://app.example/auth' },
    } as const;
    expectTypeOf(config).toExtend<LatchConfig>();
    expectTypeOf(config).toExtend<NonNullable<LoginProps['config']>>();
    expectTypeOf(config).toExtend<NonNullable<MountParams['config']>>();
    const client = createWidgetClient('public-token-test-host', { baseUrl: 'http://localhost:4100' });
    client.mountLogin({ element: '#login', config });

    // @ts-expect-error a product that does not exist is still refused, as const or not
    const typo: LatchConfig = { products: ['otps'] } as const;
    void typo;
  });

  it('names the type a variable needs, the same in both entries', () => {
    expectTypeOf<LatchConfig>().toEqualTypeOf<VanillaConfig>();
    expectTypeOf<NonNullable<LoginProps['config']>>().toEqualTypeOf<LatchConfig>();
    const config: LatchConfig = { products: ['passwords'], passwordOptions: { loginRedirectURL: 'https://app.example/' } };
    const satisfied = { products: ['otp'], otpOptions: { methods: ['whatsapp'] } } satisfies LatchConfig;
    expectTypeOf(satisfied).toExtend<LatchConfig>();
    expectTypeOf(config.products).toEqualTypeOf<LatchConfig['products']>();
    // @ts-expect-error an option of the wrong type is refused through the name too
    const wrong: LatchConfig = { otpOptions: { methods: ['pigeon'] } };
    void wrong;
  });

  it('takes a list built at run time, readonly or not', () => {
    const fromServer: string[] = ['otp'];
    const products = fromServer.filter((id): id is 'otp' | 'passwords' => id === 'otp' || id === 'passwords');
    const readonlyProducts: readonly ('otp' | 'passwords')[] = products;
    expectTypeOf({ products }).toExtend<LatchConfig>();
    expectTypeOf({ products: readonlyProducts }).toExtend<LatchConfig>();
    // @ts-expect-error plain strings are not product ids
    const loose: LatchConfig = { products: fromServer };
    void loose;
  });
});

describe('a redirect page', () => {
  it('reads the failure as an Error, as the docs show', () => {
    const client = createLatchClient('public-token-test-host', { baseUrl: 'http://localhost:4100' });
    const render = (redirect: LatchRedirectState) => {
      if (redirect.status === 'failed') return redirect.error.message;
      if (redirect.status === 'done') return redirect.result.type;
      // @ts-expect-error only a failed state has an error
      return redirect.error;
    };
    expectTypeOf(render(useLatchRedirect(client))).toExtend<string | undefined>();
  });

  it('narrows the redirect result by its type', async () => {
    const client = createWidgetClient('public-token-test-host');
    const redirect: RedirectResult | undefined = await client.completeRedirect();
    if (redirect?.type === 'reset_password') expectTypeOf(redirect.token).toBeString();
    if (redirect?.type === 'magic_links' || redirect?.type === 'login') {
      expectTypeOf(redirect.response.user_id).toBeString();
      expectTypeOf(redirect.response.method_id).toBeString();
    }
    if (redirect?.type === 'oauth') expectTypeOf(redirect.response.provider_type).toBeString();
    // @ts-expect-error a reset link carries a token, not a response
    if (redirect?.type === 'reset_password') void redirect.response;
  });
});
