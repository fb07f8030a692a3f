import { InfoPage } from '@/app/routes/info-page';

export default function BlogIdeasPage() {
  return (
    <InfoPage
      heading="Blog ideas"
      description="Ideas for future articles, to be reviewed and turned into drafts."
    />
  );
}
