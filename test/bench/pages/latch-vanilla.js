// Side (a): a host page that imports latch's vanilla entry from the build and mounts the login.
import { createWidgetClient } from '/vanilla/index.js';

const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;
const client = createWidgetClient(meta('bench-token'), { baseUrl: meta('bench-api') });
client.mountLogin({ element: '#login', config: { products: ['emailMagicLinks'] } });
