import { InfoPage } from '@/app/routes/info-page';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { useCompanyBranding } from '@/features/branding/api/get-branding';
import { BrandingForm } from '@/features/branding/components/branding-form';

/** `/company/branding`: the company's logo, colour, trading name and footer, with a preview. */
export default function BrandingPage() {
  const companyId = useCompanyId();
  const settings = useCompanyBranding(companyId);

  return (
    <InfoPage
      heading="Branding"
      description="Your logo, colour, trading name and footer, used on your quotes and invoices, your public profile and your website widget."
    >
      {settings.isError ? (
        <LoadError
          message="We could not load your branding."
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.data === undefined ? (
        <LoadingBlock label="Loading your branding…" lines={6} />
      ) : settings.data === null ? (
        <p role="status">
          Your company profile is still being set up. The branding form appears here as soon as it
          is ready.
        </p>
      ) : (
        <BrandingForm
          companyId={companyId}
          businessName={settings.data.businessName}
          branding={settings.data.branding}
        />
      )}
    </InfoPage>
  );
}
