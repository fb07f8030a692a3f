import { InfoPage } from '@/app/routes/info-page';

export default function ServicesPage() {
  return (
    <InfoPage
      heading="Services"
      description="The trades customers can request quotes for, as listed on the public site."
    />
  );
}
