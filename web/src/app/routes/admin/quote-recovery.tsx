import { InfoPage } from '@/app/routes/info-page';

export default function QuoteRecoveryPage() {
  return (
    <InfoPage
      heading="Quote recovery"
      description="Quote requests that were started but not finished, so that admins can follow them up."
    />
  );
}
