import { InfoPage } from '@/app/routes/info-page';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { ProfileLinkCard } from '@/features/company-onboarding/components/profile-link-card';
import { ProfilePreview } from '@/features/company-onboarding/components/profile-preview';
import { PublishPanel } from '@/features/company-onboarding/components/publish-panel';
import { useProfileReadiness } from '@/features/company-onboarding/hooks/use-profile-readiness';
import { profileUrl } from '@/features/company-onboarding/profile-url';

export default function PublicProfilePage() {
  const uid = useCompanyId();
  const state = useProfileReadiness(uid);

  let content;
  if (state.isError) {
    content = (
      <LoadError
        message="We could not load your profile."
        onRetry={state.retry}
        retrying={state.retrying}
      />
    );
  } else if (state.isPending || !state.readiness) {
    content = <LoadingBlock label="Loading your profile…" lines={8} />;
  } else if (!state.company) {
    content = (
      <p className="notice" role="status">
        We are still creating your company. This takes a few seconds: reload the page in a moment.
      </p>
    );
  } else {
    const { company, readiness } = state;
    content = (
      <>
        <PublishPanel company={company} readiness={readiness} />
        <ProfileLinkCard
          url={profileUrl(company.slug)}
          slug={company.slug}
          published={company.public && !company.suspended}
        />
        <ProfilePreview company={company} />
      </>
    );
  }

  return (
    <InfoPage
      heading="Your public profile"
      description="What homeowners see when they find your company on Fixwell, whether it is published, and its link and QR code to share."
    >
      <div className="onboarding-layout">{content}</div>
    </InfoPage>
  );
}
