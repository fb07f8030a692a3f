import { InfoPage } from '@/app/routes/info-page';

export default function DocumentDeclinedPage() {
  return (
    <InfoPage
      heading="Document declined"
      description="You have declined this document. The trade professional has been notified."
      params={['id']}
    />
  );
}
