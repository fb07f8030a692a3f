import { InfoPage } from '@/app/routes/info-page';

export default function ServiceIndexOldPage() {
  return (
    <InfoPage
      heading="Service overview"
      description="The earlier overview of this trade, kept so that existing links continue to work."
      params={['service']}
    />
  );
}
