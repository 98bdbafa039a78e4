/**
 * `latch/testing/e2e`: helpers for end-to-end tests of a host page in Chromium driven by playwright, against the local
 * provider. playwright-core (types only), and for the wallets viem, @noble/curves and bs58, are optional peer
 * dependencies of this entry only.
 */
export { waitForMessage, type InboxMessage } from './inbox.js';
export {
  addVirtualAuthenticator,
  withoutPasskeyAutofill,
  type PasskeyBrowserOptions,
  type StoredCredential,
  type VirtualAuthenticator,
} from './authenticator.js';
export { EthereumTestWallet, installEthereumWallet, installSolanaWallet, SolanaTestWallet, type EthereumWalletOptions } from './wallets.js';
// Also here, for end-to-end tests that do not install msw (which latch/testing's handlers import).
export { startProvider, type FailureOptions, type LatchProviderHandle, type StartProviderOptions } from './provider.js';
export type { Fault, FaultSpec, ProjectConfig } from './provider.js';
