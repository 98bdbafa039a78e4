/**
 * `latch/testing`: what a host's component tests need to run the widget without a network. msw is a peer dependency
 * of this entry only (install it in your dev dependencies); nothing else of the package imports it.
 */
export { latchData, latchError, latchHandlers, latchUrl, type LatchHandlerOptions } from './handlers.js';
export { testAuthResponse, testBootstrap, testId, testSession, testUser, type RawBootstrap } from './fixtures.js';
export { whenEnabled } from './whenEnabled.js';
export { startProvider, type FailureOptions, type LatchProviderHandle, type StartProviderOptions } from './provider.js';
export type { Fault, FaultSpec, InboxMessage, ProjectConfig } from './provider.js';
