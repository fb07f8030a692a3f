import { ROLE_HOME, type UserProfile } from '@fixwell/common/user-profile';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { SignUpForm } from '@/features/auth/components/signup-form';

/** Where a brand-new account starts: companies set up their business first. */
function firstStop(profile: UserProfile): string {
  return profile.role === 'company' ? '/company/onboarding' : ROLE_HOME[profile.role];
}

export default function SignUpPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const initialRole = searchParams.get('role') === 'company' ? 'company' : 'customer';

  return (
    <div className="page">
      <Seo
        title="Create an account"
        description="Join Fixwell as a homeowner looking for trusted trades, or as a trade professional looking for work."
        noindex
      />
      <h1>Create an account</h1>
      <SignUpForm
        initialRole={initialRole}
        onSuccess={(profile) => void navigate(firstStop(profile), { replace: true })}
      />
      <p className="form-links">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      </p>
    </div>
  );
}
