import { Seo } from '@/components/seo/seo';
import { ProfileOverview } from '@/features/auth/components/profile-overview';

export default function CustomerProfilePage() {
  return (
    <div className="page">
      <Seo title="Your profile" description="Your Fixwell account details." noindex />
      <h1>Your profile</h1>
      <ProfileOverview />
    </div>
  );
}
