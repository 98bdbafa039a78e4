import { stateKey } from '../../core/storage.js';
import type { CoreClient } from '../../shell/plugin-api.js';

/**
 * The address this browser last asked a reset email for, kept in the client's store (next to the session state, which
 * holds the user's addresses anyway) until a reset succeeds: the reset page opens from the email on a new page load,
 * and a password manager needs the account's name beside the new password to save it for that account.
 */
const key = (client: CoreClient) => `${stateKey(client.publicToken)}::RESET_EMAIL`;

export const rememberResetEmail = (client: CoreClient, email: string) => client.store.set(key(client), email);
export const rememberedResetEmail = (client: CoreClient): string | undefined => client.store.get(key(client)) || undefined;
export const forgetResetEmail = (client: CoreClient) => client.store.remove(key(client));
