import { InfoPage } from '@/app/routes/info-page';

export default function ServiceLandingPage() {
  return (
    <InfoPage
      heading="Get quotes for this service"
      description="A focused page for one trade: tell us about your job and receive free quotes from local professionals."
      params={['service']}
    />
  );
}
