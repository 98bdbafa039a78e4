// A React 19 host app rendering latch's React entry; esbuild bundles React, react-dom and latch into one app.
import { createRoot } from 'react-dom/client';
import { createLatchClient, LatchLogin } from 'latch/react';

const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;
const client = createLatchClient(meta('bench-token'), { baseUrl: meta('bench-api') });
createRoot(document.getElementById('login')).render(<LatchLogin client={client} config={{ products: ['emailMagicLinks'] }} />);
