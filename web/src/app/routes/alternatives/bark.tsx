import { InfoPage } from '@/app/routes/info-page';

export default function BarkPage() {
  return (
    <InfoPage
      heading="A Bark alternative"
      description="How Fixwell compares with Bark for trade professionals looking for local leads."
    />
  );
}
