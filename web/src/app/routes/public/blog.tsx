import { InfoPage } from '@/app/routes/info-page';

export default function BlogPage() {
  return (
    <InfoPage
      heading="The Fixwell blog"
      description="Articles on home improvement, maintenance and working with tradespeople, written for UK homeowners."
    />
  );
}
