import { isUnrecoverable } from '../../core/errors.js';
import type { User } from '../../core/types.js';
import type { UserUpdate } from '../../core/api/users.js';
import type { PluginSlice } from '../pluginTypes.js';

/**
 * Whom the page shows: nobody yet (`loading`), the signed-in user, nobody signed in, or a first load that failed (the
 * provider unreachable); `user` stays the last one loaded while the page asks again, so a return to it does not blink.
 */
export interface AccountState {
  status: 'loading' | 'ready' | 'signedOut' | 'failed';
  user: User | null;
}

export interface AccountActions {
  /**
   * Asks the provider who is signed in: a session this page holds, or one its cookie names (a login on another page
   * or on the server), then users/me. Nobody, or a session the provider no longer knows, is `signedOut`.
   */
  load(): Promise<void>;
  /** The user after a change; without one, users/me is asked again. */
  refresh(user?: User): Promise<User>;
  /** PUT /users/me. */
  update(update: UserUpdate): Promise<User>;
  /** Ends the session in this browser. */
  signOut(): Promise<void>;
  /** The session ended elsewhere (another tab signed out, the provider refused it). */
  signedOut(): void;
}

declare module '../registries.js' {
  interface ProductRegistry {
    account: { state: AccountState; actions: AccountActions };
  }
}

const users = () => import('../../core/api/users.js');

export const accountSlice: PluginSlice<'account'> = {
  initial: { status: 'loading', user: null },
  actions(set, _get, ctx) {
    const show = (user: User) =>
      set((s) => {
        s.status = 'ready';
        s.user = user;
      });
    const signedOut = () =>
      set((s) => {
        s.status = 'signedOut';
        s.user = null;
      });
    return {
      async load() {
        const { session } = ctx.client;
        if (!session.getSync() && session.secret() === undefined) return signedOut();
        try {
          if (!session.getSync()) await session.authenticate();
          show(await (await users()).getUser(ctx.client));
        } catch (error) {
          if (isUnrecoverable(error) || !session.getSync()) return signedOut();
          set((s) => void (s.status = s.user ? 'ready' : 'failed'));
          throw error;
        }
      },
      async refresh(user) {
        const current = user ?? (await (await users()).getUser(ctx.client));
        show(current);
        return current;
      },
      async update(update) {
        const user = await (await users()).updateUser(ctx.client, update);
        show(user);
        return user;
      },
      async signOut() {
        await ctx.client.session.revoke();
        signedOut();
      },
      signedOut,
    };
  },
};
