import { createLatchClient } from 'latch/react';

// The app's one client, made when this module is first imported: in a test file that is before any beforeAll runs,
// so before the test's mock server listens.
export const client = createLatchClient('public-token-test-kit-host', { baseUrl: 'http://auth.kit-host.test' });
