// A host's end-to-end setup as docs/testing-kit.md writes it: the local provider from latch/testing/e2e, in memory on
// a free port, one call made to fail, the inbox read. Prints what it saw, as JSON, for test/e2e/kitHosts.test.ts.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { startProvider } from 'latch/testing/e2e';

const provider = await startProvider({ config: { projectName: 'Host project' } });
const call = (path, body) =>
  fetch(`${provider.url}/sdk/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${provider.publicToken}:${provider.publicToken}`).toString('base64')}`,
    },
    ...(body && { body: JSON.stringify(body) }),
  });

provider.failNext('/otps/email/login_or_create', { status: 503, errorType: 'service_unavailable', errorMessage: 'Down for the test.' });
const failed = await call('/otps/email/login_or_create', { email: 'ada@example.com' });
const sent = await call('/otps/email/login_or_create', { email: 'ada@example.com' });
const { code } = await provider.inbox.waitFor('ada@example.com');
let refused = '';
try {
  provider.failNext('/otps/pigeon/login_or_create', { status: 503, errorType: 'service_unavailable' });
} catch (error) {
  refused = error.message;
}
const bootstrap = await (await call(`/projects/bootstrap/${provider.publicToken}`)).json();
await provider.stop();
process.stdout.write(
  JSON.stringify({
    url: provider.url,
    failed: { status: failed.status, body: await failed.json() },
    sent: sent.status,
    code,
    refused,
    projectName: bootstrap.data.project_name,
  }),
);
