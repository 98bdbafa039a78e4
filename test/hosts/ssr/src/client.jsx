import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createLatchClient } from 'latch/react';
import { App } from './App.jsx';

// What the server rendered with, written into the page, so the first render here draws the same.
const page = JSON.parse(document.getElementById('page-data').textContent);
const client = createLatchClient(page.publicToken, { baseUrl: page.baseUrl });

hydrateRoot(
  document.getElementById('root'),
  <StrictMode>
    <App client={client} origin={page.origin} locale={page.locale} />
  </StrictMode>,
  // A server render the browser cannot adopt is reported here, not only redrawn.
  { onRecoverableError: (error) => console.error('hydration:', error) },
);
