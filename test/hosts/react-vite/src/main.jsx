import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createLatchClient } from 'latch/react';
import { App } from './App.jsx';

// One client for the page's life, made outside React: StrictMode mounts components twice, and a client made in a
// component would be made (and disposed) twice with them.
const { baseUrl, publicToken } = await (await fetch('/host-config.json')).json();
const client = createLatchClient(publicToken, { baseUrl });

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
