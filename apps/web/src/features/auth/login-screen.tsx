import { SignInForm } from './sign-in-form.tsx';

export function LoginScreen() {
  return <SignInForm mode="login" />;
}
