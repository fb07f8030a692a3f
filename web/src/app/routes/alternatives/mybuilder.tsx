import { InfoPage } from '@/app/routes/info-page';

export default function MybuilderPage() {
  return (
    <InfoPage
      heading="A MyBuilder alternative"
      description="How Fixwell compares with MyBuilder for trade professionals looking for local leads."
    />
  );
}
