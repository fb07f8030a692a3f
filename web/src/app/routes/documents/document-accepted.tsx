import { InfoPage } from '@/app/routes/info-page';

export default function DocumentAcceptedPage() {
  return (
    <InfoPage
      heading="Document accepted"
      description="You have accepted this document. The trade professional has been notified and will be in touch about next steps."
      params={['id']}
    />
  );
}
