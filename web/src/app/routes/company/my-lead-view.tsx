import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { useServiceQuestions } from '@/features/catalogue/hooks/use-service-questions';
import { href, paths } from '@/config/paths';
import { MyLeadView } from '@/features/leads/components/my-lead-view';
import { QuotePhotoGallery } from '@/features/quote-photos/components/quote-photo-gallery';

/** `/company/my-leads/view-:id`: the router matches `:viewId`, and the page reads `id`. */
export default function MyLeadViewPage() {
  const { id = '' } = useRouteParams();
  return (
    <InfoPage
      heading="Lead details"
      description="One of your accepted leads in full: the customer's contact details and the job."
      params={['id']}
    >
      <MyLeadView
        key={id}
        leadId={id}
        useQuestions={useServiceQuestions}
        myLeadsHref={paths.companyMyLeads}
        leadHref={(leadId) => href(paths.companyLead, { id: leadId })}
        chatHref={(leadId) => `${paths.companyChat}?c=${encodeURIComponent(leadId)}`}
        renderPhotos={(photos) => <QuotePhotoGallery photos={photos} />}
      />
    </InfoPage>
  );
}
