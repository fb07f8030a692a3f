import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { TutorialGuides } from '@/features/tutorials/components/tutorial-guides';

/** `/company/tutorials`: a short guide to each part of Fixwell, searchable, with progress ticks. */
export default function TutorialsPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Tutorials"
      description="Short guides to getting the most from Fixwell: leads, chat, documents, payments and your public profile."
    >
      <TutorialGuides uid={companyId} />
    </InfoPage>
  );
}
