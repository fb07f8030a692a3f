import { InfoPage } from '@/app/routes/info-page';

export default function CheckatradePage() {
  return (
    <InfoPage
      heading="A Checkatrade alternative"
      description="How Fixwell compares with Checkatrade for trade professionals looking for local leads."
    />
  );
}
