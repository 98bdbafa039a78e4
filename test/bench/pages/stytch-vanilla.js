// Side (b): the same host page with the provider's published widget, bundled by the bench into /stytch/index.js.
import { StytchUIClient } from '/stytch/index.js';

const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;
const api = meta('bench-api');
const client = new StytchUIClient(meta('bench-token'), {
  endpoints: { testAPIURL: api, liveAPIURL: api, dfpBackendURL: api, clientsideServicesIframeURL: `${api}/clientside-services` },
});
client.mountLogin({ elementId: '#login', config: { products: ['emailMagicLinks'] } });
