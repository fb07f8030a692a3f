import { Link, useNavigate } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';

export default function ContactPage() {
  const navigate = useNavigate();
  return (
    <InfoPage
      heading="Contact us"
      description="Questions about a quote, your account or working with Fixwell as a trade professional? Send us a message and the Fixwell team will reply by email."
    >
      <p>
        We read every message and usually reply within two working days. For a quicker answer, many
        common questions are covered in our <Link to={paths.faq}>frequently asked questions</Link>.
      </p>
      <p>
        We use the details you give here only to answer your message. Our{' '}
        <Link to={paths.privacy}>privacy policy</Link> explains how we look after them.
      </p>
      <ContactForm onSent={() => navigate(paths.contactThankYou)} />
    </InfoPage>
  );
}
