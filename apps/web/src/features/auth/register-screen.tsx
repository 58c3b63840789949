import { SignInForm } from './sign-in-form.tsx';

export function RegisterScreen() {
  return <SignInForm mode="register" />;
}
