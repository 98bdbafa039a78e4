/**
 * A React host that imports nothing but `latch/react` and augments the registries through 'latch', as
 * docs/plugin-authoring.md says: the augmentation reaches the React components' config. (In the repo the bare names
 * resolve to the entries' sources; test/e2e/hosts.test.ts checks the same against the packed declarations.)
 */
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import { LatchLogin, useLatchRedirect, type LatchRedirectState } from 'latch/react';

declare module 'latch' {
  interface LoginConfig {
    reactHostOptions?: { color: 'red' | 'blue' };
  }
}

type Config = NonNullable<ComponentProps<typeof LatchLogin>['config']>;

describe('a latch/react-only host', () => {
  it("sees its own 'latch' augmentation in LatchLogin's config", () => {
    expectTypeOf<Config['reactHostOptions']>().toEqualTypeOf<{ color: 'red' | 'blue' } | undefined>();
    const config = (c: Config) => c;
    config({ products: ['emailMagicLinks'], reactHostOptions: { color: 'red' } });
    // @ts-expect-error the augmented block is checked
    config({ reactHostOptions: { color: 'green' } });
  });

  it('gets the redirect state as a union to narrow', () => {
    expectTypeOf(useLatchRedirect).returns.toEqualTypeOf<LatchRedirectState>();
    expectTypeOf<Extract<LatchRedirectState, { status: 'done' }>['result']['type']>().toEqualTypeOf<
      'magic_links' | 'login' | 'oauth' | 'reset_password'
    >();
  });
});
