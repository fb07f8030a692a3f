import { InfoPage } from '@/app/routes/info-page';

export default function ServicePage() {
  return (
    <InfoPage
      heading="Service"
      description="What this trade covers, what it typically costs and how to get quotes from local professionals who offer it."
      params={['service']}
    />
  );
}
