import { InfoPage } from '@/app/routes/info-page';

export default function ServicesPage() {
  return (
    <InfoPage
      heading="Browse services"
      description="Every trade you can request quotes for on Fixwell, from plumbing and electrics to building, roofing and carpentry."
    />
  );
}
