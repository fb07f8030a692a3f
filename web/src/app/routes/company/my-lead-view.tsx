import { InfoPage } from '@/app/routes/info-page';

/** `/company/my-leads/view-:id`: the router matches `:viewId`, and the page reads `id`. */
export default function MyLeadViewPage() {
  return (
    <InfoPage
      heading="Lead details"
      description="One of your leads in full: the job, the customer's contact details and your conversation with them."
      params={['id']}
    />
  );
}
