import { InfoPage } from '@/app/routes/info-page';

export default function ServiceSuggestionsPage() {
  return (
    <InfoPage
      heading="Service suggestions"
      description="Services that customers and companies have suggested adding to the directory."
    />
  );
}
