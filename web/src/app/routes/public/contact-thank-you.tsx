import { InfoPage } from '@/app/routes/info-page';

export default function ContactThankYouPage() {
  return (
    <InfoPage
      heading="Thank you for getting in touch"
      description="We have received your message. The Fixwell team reads every enquiry and replies by email."
    />
  );
}
