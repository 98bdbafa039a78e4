import { useProductState } from '../../../shell/plugin-api.js';
import { CreateView } from '../views/CreateView.js';
import { LoginView } from '../views/LoginView.js';
import { PasswordlessView } from '../views/PasswordlessView.js';

const VIEWS = { new: CreateView, password: LoginView, passwordless: PasswordlessView } as const;

/** SPEC §2: the view follows the user type users/search returned for the email. */
export function PasswordCreateOrLoginScreen() {
  const type = useProductState('passwords', (s) => s.passwordState.type);
  const View = VIEWS[type];
  return <View />;
}
