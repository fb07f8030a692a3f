import { InfoPage } from '@/app/routes/info-page';

export default function UkHomeServicesGuidePage() {
  return (
    <InfoPage
      heading="UK home services guide"
      description="An overview of the home services available across the United Kingdom, what they involve and what they usually cost."
    />
  );
}
