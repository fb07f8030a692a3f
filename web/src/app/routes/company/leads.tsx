import { InfoPage } from '@/app/routes/info-page';

export default function LeadsPage() {
  return (
    <InfoPage
      heading="Leads"
      description="Quote requests from homeowners in your area that match your trades."
    />
  );
}
