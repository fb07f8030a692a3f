import { tradeLabel } from '@fixwell/common/trades';
import { Link } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { ProfileOverview } from '@/features/auth/components/profile-overview';
import { useAuthStore } from '@/features/auth/stores/auth-store';

export default function CompanyProfilePage() {
  const profile = useAuthStore((state) => state.profile);

  return (
    <div className="page">
      <Seo
        title="Company profile"
        description="Your Fixwell account and business details."
        noindex
      />
      <h1>Company profile</h1>
      <ProfileOverview>
        {profile?.businessName ? (
          <section aria-labelledby="business-heading">
            <h2 id="business-heading">Your business</h2>
            <dl className="page__details">
              <div>
                <dt>Business name</dt>
                <dd>{profile.businessName}</dd>
              </div>
              {profile.mainTrade ? (
                <div>
                  <dt>Main trade</dt>
                  <dd>{tradeLabel(profile.mainTrade)}</dd>
                </div>
              ) : null}
              {profile.basePostcode ? (
                <div>
                  <dt>Base postcode</dt>
                  <dd>{profile.basePostcode}</dd>
                </div>
              ) : null}
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="public-profile-heading">
          <h2 id="public-profile-heading">What customers see</h2>
          <p>
            Your description, phone number and website on the directory are edited on your{' '}
            <Link to="/company/public-profile">public profile</Link>.
          </p>
        </section>
        <section aria-labelledby="delete-heading">
          <h2 id="delete-heading">Leaving Fixwell</h2>
          <p>
            <Link to="/company/profile/delete-account">Delete your account</Link>
          </p>
        </section>
      </ProfileOverview>
    </div>
  );
}
