// A React host on the lean entry: it imports the descriptor of each product it lists and hands them as `plugins`
// (docs/react.md), so its bundle holds no other product.
import { createLatchClient, LatchLogin, type HostProducts } from 'latch/react/lean';
import emailMagicLinks from 'latch/react/products/emailMagicLinks';
import otp from 'latch/react/products/otp';

const client = createLatchClient('public-token-test-…', { baseUrl: 'http://localhost:4100' });
const plugins: HostProducts = { emailMagicLinks, otp };

export const Login = () => (
  <LatchLogin client={client} config={{ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }} plugins={plugins} />
);
