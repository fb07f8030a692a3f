import {
  NEWSLETTER_SEGMENTS,
  NEWSLETTER_SUBSCRIBER_STATUSES,
} from '@fixwell/common/admin/newsletter';
import { useSearchParams } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { reauthenticate } from '@/lib/reauthenticate';
import { NewsletterConsole } from '@/features/newsletter/components/newsletter-console';
import type { SubscriberFilter } from '@/features/newsletter/newsletter-types';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : '';

export default function NewsletterPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The subscriber filters live in the URL (?segment=&status=&q=), so a filtered list can be shared.
  const filter: SubscriberFilter = {
    segment: oneOf(NEWSLETTER_SEGMENTS, searchParams.get('segment')),
    status: oneOf(NEWSLETTER_SUBSCRIBER_STATUSES, searchParams.get('status')),
    search: searchParams.get('q') ?? '',
  };
  return (
    <InfoPage
      heading="Newsletter"
      description="Newsletter subscribers and the issues sent to them."
    >
      <NewsletterConsole
        confirmPassword={reauthenticate}
        filter={filter}
        onFilterChange={(next) =>
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              for (const [key, value] of [
                ['segment', next.segment],
                ['status', next.status],
                ['q', next.search],
              ] as const) {
                if (value) params.set(key, value);
                else params.delete(key);
              }
              return params;
            },
            { replace: true },
          )
        }
      />
    </InfoPage>
  );
}
