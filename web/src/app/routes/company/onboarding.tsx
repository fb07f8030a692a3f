import { InfoPage } from '@/app/routes/info-page';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { CoverageEditor } from '@/features/company-coverage/components/coverage-editor';
import { OnboardingChecklist } from '@/features/company-onboarding/components/onboarding-checklist';
import { PublishPanel } from '@/features/company-onboarding/components/publish-panel';
import { useProfileReadiness } from '@/features/company-onboarding/hooks/use-profile-readiness';
import { useEditableProfile } from '@/features/company-profile-editor/api/get-editable-profile';
import { CompanyProfileEditor } from '@/features/company-profile-editor/components/company-profile-editor';
import { VerificationChecks } from '@/features/verification/components/verification-checks';

/**
 * The profile's own editors, here as on /company/profile: a company reaches that page only once
 * subscribed (SPEC §2), and setting up must not wait for a subscription.
 */
function SetUpEditors({ uid }: { uid: string }) {
  const profile = useEditableProfile(uid);
  return (
    <>
      {profile.data ? (
        <CompanyProfileEditor key={uid} companyId={uid} profile={profile.data} />
      ) : null}
      <section id="coverage" tabIndex={-1} aria-labelledby="onboarding-coverage-heading">
        <h2 id="onboarding-coverage-heading">Your trades and where you work</h2>
        <CoverageEditor companyId={uid} />
      </section>
    </>
  );
}

export default function OnboardingPage() {
  const uid = useCompanyId();
  const state = useProfileReadiness(uid);

  let checklist;
  let publish = null;
  if (state.isError) {
    checklist = (
      <LoadError
        message="We could not load your checklist."
        onRetry={state.retry}
        retrying={state.retrying}
      />
    );
  } else if (state.isPending || !state.readiness) {
    checklist = <LoadingBlock label="Loading your checklist…" lines={8} />;
  } else if (!state.company) {
    checklist = (
      <p className="notice" role="status">
        We are still creating your company. This takes a few seconds: the checklist appears here
        when it is ready.
      </p>
    );
  } else {
    checklist = <OnboardingChecklist readiness={state.readiness} />;
    publish = <PublishPanel company={state.company} readiness={state.readiness} />;
  }

  return (
    <InfoPage
      heading="Get set up"
      description="Everything customers need to trust you, step by step. Each step is saved where you do it, so you can stop and come back at any time."
    >
      <div className="onboarding-layout">
        {checklist}
        {state.company ? <SetUpEditors uid={uid} /> : null}
        {/* Insurance and registrations, sent for checking; the checklist links here. */}
        <div id="checks" tabIndex={-1}>
          <VerificationChecks companyId={uid} />
        </div>
        {publish}
      </div>
    </InfoPage>
  );
}
