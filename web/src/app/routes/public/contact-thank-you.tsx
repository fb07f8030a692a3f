import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';

export default function ContactThankYouPage() {
  return (
    <InfoPage
      heading="Thank you for getting in touch"
      description="We have received your message. The Fixwell team reads every enquiry and replies by email."
      noindex
    >
      <h2>What happens next</h2>
      <ol>
        <li>Your message has reached the Fixwell team, and a member of the team will read it.</li>
        <li>
          We reply by email, typically <strong>within two working days</strong> (Monday to Friday,
          excluding UK bank holidays).
        </li>
        <li>
          Keep an eye on your inbox, and check your spam or junk folder in case our reply lands
          there. There is no need to send your message again.
        </li>
      </ol>

      <h2>While you wait</h2>
      <p>
        Your question may already be answered in our frequently asked questions. And if you have a
        job that needs doing, you can ask local tradespeople for quotes now.
      </p>
      <p>
        <Link className="button button--secondary" to={paths.faq}>
          Read the FAQ
        </Link>{' '}
        <Link className="button button--primary" to={paths.quote}>
          Get quotes
        </Link>
      </p>
    </InfoPage>
  );
}
