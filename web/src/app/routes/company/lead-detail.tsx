import { useNavigate } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { useServiceQuestions } from '@/features/catalogue/hooks/use-service-questions';
import { href, paths } from '@/config/paths';
import { LeadDetail } from '@/features/leads/components/lead-detail';
import { QuotePhotoGallery } from '@/features/quote-photos/components/quote-photo-gallery';

export default function LeadDetailPage() {
  const { id = '' } = useRouteParams();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  return (
    <InfoPage
      heading="Lead"
      description="A homeowner's quote request: the whole job, so you can decide whether to accept it."
    >
      <LeadDetail
        key={id}
        leadId={id}
        companyId={companyId}
        useQuestions={useServiceQuestions}
        leadsHref={paths.companyLeads}
        myLeadHref={(leadId) => href(paths.companyMyLeadView, { id: leadId })}
        onDeclined={() => void navigate(paths.companyLeads)}
        renderPhotos={(photos) => <QuotePhotoGallery photos={photos} />}
      />
    </InfoPage>
  );
}
