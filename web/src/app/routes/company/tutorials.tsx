import { InfoPage } from '@/app/routes/info-page';

export default function TutorialsPage() {
  return (
    <InfoPage
      heading="Tutorials"
      description="Short guides to getting the most from Fixwell: leads, chat, documents, payments and your public profile."
    />
  );
}
