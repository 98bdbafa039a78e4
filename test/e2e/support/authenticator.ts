// Moved to the host test kit (latch/testing/e2e); this path stays for the suite's imports.
export * from '../../kit/authenticator.js';
