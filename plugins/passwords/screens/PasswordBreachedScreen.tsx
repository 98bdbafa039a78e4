import { CheckEmail } from '../components/CheckEmail.js';

export const PasswordBreachedScreen = () => <CheckEmail title="pw.breached.title" body="pw.breached.body" />;
