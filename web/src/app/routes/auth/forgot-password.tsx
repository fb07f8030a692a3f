import { Link } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <>
      <Seo
        title="Forgot your password"
        description="Get a link to reset your Fixwell password."
        noindex
      />
      <h1>Forgot your password?</h1>
      <p>
        Enter the email address you signed up with and we will email you a link to choose a new
        password.
      </p>
      <ForgotPasswordForm />
      <p className="form-links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </>
  );
}
