import { Link, useOutlet } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';

/** `/quote` and the frame of its child `/quote/track/:token`, which renders in its place. */
export default function QuotePage() {
  const outlet = useOutlet();
  if (outlet) return outlet;

  return (
    <InfoPage
      heading="Get free quotes from local tradespeople"
      description="Tell us what needs doing and where. We pass your request to vetted trade professionals who cover your area, and they send you free, no-obligation quotes."
    >
      <p>
        Already sent a request? Use the tracking link in your confirmation email to see its
        progress, or <Link to="/signup">create an account</Link> to keep all your quotes in one
        place.
      </p>
    </InfoPage>
  );
}
