import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createLatchClient, LatchLogin } from 'latch/react/lean';
import otp from 'latch/react/products/otp';

// The same app on the lean entry: it lists one-time passcodes and hands their descriptor, so its build holds no other
// product (`?products=emailMagicLinks` lists one it did not hand, to show the configuration error).
const { baseUrl, publicToken } = await (await fetch('/host-config.json')).json();
const client = createLatchClient(publicToken, { baseUrl });
const products = new URLSearchParams(location.search).get('products')?.split(',') ?? ['otp'];
const config = { products, otpOptions: { methods: ['sms', 'email'] } };

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <h1>React 19 + Vite host, lean entry</h1>
      <LatchLogin client={client} config={config} plugins={{ otp }} />
    </main>
  </StrictMode>,
);
