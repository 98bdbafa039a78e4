import { CheckEmail } from '../components/CheckEmail.js';

export const PasswordDedupeScreen = () => <CheckEmail title="pw.dedupe.title" body="pw.dedupe.body" />;
