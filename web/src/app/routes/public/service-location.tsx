import { InfoPage } from '@/app/routes/info-page';

export default function ServiceLocationPage() {
  return (
    <InfoPage
      heading="Local service"
      description="Trade professionals offering this service in this area, and how to request free quotes from them."
      params={['service', 'location']}
    />
  );
}
