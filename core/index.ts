export { createHeadlessClient, type HeadlessClient } from './headless.js';
export { createCoreClient, type ClientOptions, type CoreClient } from './client.js';
export { ApiError, SchemaError, UsageError, LatchError, isUnrecoverable } from './errors.js';
export type { AuthResponse, BootstrapData, Session, User } from './types.js';
