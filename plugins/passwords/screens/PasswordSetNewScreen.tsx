import { CheckEmail } from '../components/CheckEmail.js';

export const PasswordSetNewScreen = () => <CheckEmail title="pw.setNew.title" body="pw.setNew.body" />;
