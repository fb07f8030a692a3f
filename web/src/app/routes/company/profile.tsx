import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { href, paths } from '@/config/paths';
import { ProfileOverview } from '@/features/auth/components/profile-overview';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { CoverageEditor } from '@/features/company-coverage/components/coverage-editor';
import { useEditableProfile } from '@/features/company-profile-editor/api/get-editable-profile';
import {
  CompanyProfileEditor,
  EditorSection,
} from '@/features/company-profile-editor/components/company-profile-editor';
import { WorkPhotosEditor } from '@/features/company-profile-editor/components/work-photos-editor';

/**
 * `/company/profile`: everything the public profile shows, edited by the company itself. Each
 * section has an id other pages link to: #business, #description, #hours, #contact, #social,
 * #photos and #coverage.
 */
export default function CompanyProfilePage() {
  const companyId = useCompanyId();
  const profile = useEditableProfile(companyId);
  const data = profile.data;
  const { hash } = useLocation();
  const loaded = Boolean(data);

  // A link to a section (/company/profile#hours, from onboarding) lands on it once the editor,
  // which loads after the page, is there.
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <InfoPage
      heading="Company profile"
      description="Your business details, description, photos, opening hours, contact details, social links and where you work."
    >
      {profile.isError ? (
        <LoadError
          message="We could not load your profile."
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : data === undefined ? (
        <LoadingBlock label="Loading your profile…" lines={8} />
      ) : data === null ? (
        <p role="status">
          Your company profile is still being set up. The editor appears here as soon as it is
          ready.
        </p>
      ) : (
        <>
          <nav aria-label="Profile sections" className="profile-editor__toc">
            <p>
              Customers see this on{' '}
              <Link to={href(paths.companyPublicProfile, { slug: data.slug })}>
                your public profile
              </Link>
              {data.public ? '' : ' once you publish it'}. Jump to: <a href="#business">business</a>
              , <a href="#description">description</a>, <a href="#hours">hours</a>,{' '}
              <a href="#contact">contact</a>, <a href="#social">social media</a>,{' '}
              <a href="#photos">photos</a>, <a href="#coverage">coverage</a>.
            </p>
          </nav>
          <CompanyProfileEditor key={companyId} companyId={companyId} profile={data} />
          <EditorSection
            id="photos"
            heading="Photos of past work"
            intro="Show customers what your work looks like. The first photo leads the gallery."
          >
            <WorkPhotosEditor companyId={companyId} photos={data.workPhotos} />
          </EditorSection>
        </>
      )}
      <section
        id="coverage"
        className="profile-coverage-section"
        aria-labelledby="coverage-heading"
      >
        <h2 id="coverage-heading">Where you work</h2>
        {companyId ? <CoverageEditor companyId={companyId} /> : null}
      </section>
      <ProfileOverview>
        <section aria-labelledby="delete-heading">
          <h2 id="delete-heading">Leaving Fixwell</h2>
          <p>
            <Link to={paths.companyDeleteAccount}>Delete your account</Link>
          </p>
        </section>
      </ProfileOverview>
    </InfoPage>
  );
}
