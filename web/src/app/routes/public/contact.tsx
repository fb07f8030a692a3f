import { InfoPage } from '@/app/routes/info-page';

export default function ContactPage() {
  return (
    <InfoPage
      heading="Contact us"
      description="How to reach the Fixwell team with a question about a quote, your account or working with us as a trade professional."
    />
  );
}
