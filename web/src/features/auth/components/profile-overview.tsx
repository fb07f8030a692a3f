import type { ReactNode } from 'react';

import { ProfileDetailsForm } from '@/features/auth/components/profile-details-form';
import { VerificationNotice } from '@/features/auth/components/resend-verification-button';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** The body of the customer and company profile pages, below their heading. */
export function ProfileOverview({ children }: { children?: ReactNode }) {
  const profile = useAuthStore((state) => state.profile);
  const authVerified = useAuthStore((state) => state.user?.emailVerified ?? false);

  if (!profile) return <p role="status">Loading your profile…</p>;
  return (
    <>
      {profile.emailVerified || authVerified ? null : <VerificationNotice email={profile.email} />}
      <section aria-labelledby="profile-details-heading">
        <h2 id="profile-details-heading">Your details</h2>
        {/* Keyed by id so a different account never inherits another's form state. */}
        <ProfileDetailsForm key={profile.id} profile={profile} />
      </section>
      {children}
    </>
  );
}
