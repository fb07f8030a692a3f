import {
  PUBLISH_MESSAGES,
  type ProfileReadiness,
} from '@fixwell/common/companies/profile-readiness';
import { useId, useState } from 'react';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { toast } from '@/components/toast/toast-store';
import { useSetPublished } from '@/features/company-onboarding/api/publish-profile';
import type { OwnCompany } from '@/features/company-onboarding/onboarding-types';
import { formatLongDate } from '@/utils/format';

import './company-onboarding.css';

type PublishPanelProps = {
  company: OwnCompany;
  readiness: ProfileReadiness;
  /** The section's heading level: a page of its own or a part of the set-up page. */
  headingLevel?: 2 | 3;
};

/** The server's list of what is missing, when it refused. */
function missingOf(details: unknown): string[] {
  const missing = (details as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? missing.filter((item) => typeof item === 'string') : [];
}

/**
 * Whether the profile is published, and the button to publish it (only once every required step
 * is done; the server decides too) or to hide it again.
 */
export function PublishPanel({ company, readiness, headingLevel = 2 }: PublishPanelProps) {
  const id = useId();
  const setPublished = useSetPublished(company.id);
  const [error, setError] = useState<{ message: string; missing: string[] } | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const blocked = company.suspended || !readiness.canPublish;

  async function publish() {
    setError(null);
    try {
      await setPublished.mutateAsync(true);
      toast.success('Your profile is published', 'Customers can now find you on Fixwell.');
    } catch (cause) {
      const failure = cause as { message?: string; details?: unknown };
      const missing = missingOf(failure.details);
      // The server's list replaces its sentence, which names the same items.
      setError({
        message: missing.length > 0 ? PUBLISH_MESSAGES.notReady : (failure.message ?? ''),
        missing,
      });
    }
  }

  async function unpublish() {
    const sure = await confirm({
      title: 'Hide your profile?',
      message:
        'Customers will no longer find your profile in the directory or search, and its link will stop working until you publish it again. Your leads are not affected.',
      confirmText: 'Hide my profile',
      variant: 'warning',
    });
    if (!sure) return;
    setError(null);
    try {
      await setPublished.mutateAsync(false);
      toast.success('Your profile is hidden', 'Publish it again whenever you are ready.');
    } catch (cause) {
      setError({ message: (cause as Error).message, missing: [] });
    }
  }

  return (
    <section className="publish-panel card" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Publish your profile</Heading>
      {company.suspended ? (
        <p className="notice notice--warning">
          Your company is suspended, so its profile is hidden and cannot be published. Please
          contact Fixwell support.
        </p>
      ) : company.public ? (
        <p className="publish-panel__status" data-public="true">
          <strong>Published.</strong> Customers can find your profile on Fixwell
          {company.publishedAt ? ` (first published ${formatLongDate(company.publishedAt)})` : ''}.
        </p>
      ) : (
        <p className="publish-panel__status" data-public="false">
          <strong>Not published.</strong> Customers cannot see your profile yet.
        </p>
      )}

      {company.public && !company.suspended ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void unpublish()}
          disabled={setPublished.isPending}
        >
          {setPublished.isPending ? 'Hiding…' : 'Hide my profile'}
        </button>
      ) : null}

      {!company.public && !company.suspended ? (
        <>
          {readiness.canPublish ? null : (
            <div id={`${id}-missing`} className="publish-panel__missing">
              <p>Finish these first:</p>
              <ul>
                {readiness.items
                  .filter((item) => item.required && !item.done)
                  .map((item) => (
                    <li key={item.id}>{item.label}</li>
                  ))}
              </ul>
            </div>
          )}
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => void publish()}
            disabled={blocked || setPublished.isPending}
            aria-describedby={readiness.canPublish ? undefined : `${id}-missing`}
          >
            {setPublished.isPending ? 'Publishing…' : 'Publish my profile'}
          </button>
        </>
      ) : null}

      {error ? (
        <div className="notice notice--warning publish-panel__error" role="alert">
          <p>{error.message}</p>
          {error.missing.length > 0 ? (
            <ul>
              {error.missing.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
