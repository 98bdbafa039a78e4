export { createHeadlessClient, type HeadlessClient } from './headless.js';
export { createCoreClient, type ClientOptions, type CoreClient } from './client.js';
/** The OAuth return page's helper for widget hosts: `completeOAuthRedirect(await widgetClient.loadCore())` (`latch`), `completeOAuthRedirect(client.core)` (`latch/react`). */
export { completeOAuthRedirect, OAuthReturnError, type OAuthAuthenticateResponse } from './api/oauth.js';
/** Any redirect page's helper: magic links, social sign-ins and reset links, completed once per client. */
export { completeRedirect, type RedirectResult } from './redirect.js';
export { ApiError, UsageError, LatchError, isUnrecoverable } from './errors.js';
export { SchemaError } from './requestErrors.js';
export type { AuthResponse, BootstrapData, Session, User } from './types.js';
