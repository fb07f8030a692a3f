import { InfoPage } from '@/app/routes/info-page';

export default function DocumentPage() {
  return (
    <InfoPage
      heading="Your document"
      description="A quote, invoice or other document a trade professional has sent you, which you can pay, accept or decline."
      params={['id']}
    />
  );
}
