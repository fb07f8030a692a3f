import { InfoPage } from '@/app/routes/info-page';

export default function TermsPage() {
  return (
    <InfoPage
      heading="Terms of Service"
      description="The terms that apply when you use Fixwell, as a homeowner requesting quotes or as a trade professional receiving leads."
    />
  );
}
