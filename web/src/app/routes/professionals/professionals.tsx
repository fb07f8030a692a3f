import { InfoPage } from '@/app/routes/info-page';

export default function ProfessionalsPage() {
  return (
    <InfoPage
      heading="Grow your trade business with Fixwell"
      description="How Fixwell sends trade professionals leads from homeowners in their area, and the tools that help them win and manage the work."
    />
  );
}
