import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { CompanyStickers } from '@/features/stickers/components/company-stickers';

/** `/company/stickers`: order van, window and door stickers with the QR code to the profile. */
export default function StickersPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Stickers"
      description="Van, window and door stickers with a QR code that opens your Fixwell profile. Fixwell prints and posts them free."
    >
      <CompanyStickers companyId={companyId} />
    </InfoPage>
  );
}
