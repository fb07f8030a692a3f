import {
  INDEXNOW_HISTORY_PAGE_SIZE,
  INDEXNOW_MAX_URLS,
  INDEXNOW_TRIGGER_LABELS,
  INDEXNOW_TRIGGERS,
  indexNowFormSchema,
  indexNowUrlProblem,
  originOf,
  urlLines,
  type IndexNowTrigger,
} from '@fixwell/common/admin/indexnow';
import { useSearchParams } from 'react-router';

import { TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { PagedQuery } from '@/components/paged-query';
import { toast } from '@/components/toast/toast-store';
import { useIndexNowHistory, useIndexNowSettings } from '@/features/indexnow/api/get-indexnow';
import { useSubmitIndexNowUrls } from '@/features/indexnow/api/submit-indexnow';
import type { IndexNowHistoryRow } from '@/features/indexnow/indexnow-types';
import { usePageCount } from '@/hooks/use-page-count';
import { formatLongDate } from '@/utils/format';

import './indexnow.css';

function refusalOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function formatWhen(date: Date | null): string {
  if (!date) return 'Just now';
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  return `${formatLongDate(date)}, ${time}`;
}

function KeyPanel() {
  const settings = useIndexNowSettings();
  if (!settings.data) {
    return settings.isError ? (
      <LoadError
        message="We could not load the IndexNow key."
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    ) : (
      <LoadingBlock label="Loading the IndexNow key…" lines={3} />
    );
  }
  const { key, keyLocation, endpoint } = settings.data;
  return (
    <dl className="indexnow-settings">
      <dt>Key</dt>
      <dd>
        <code>{key}</code>
      </dd>
      <dt>Key file</dt>
      <dd>
        <a href={keyLocation} target="_blank" rel="noreferrer">
          {keyLocation}
        </a>
      </dd>
      <dt>Endpoint</dt>
      <dd>
        <code>{endpoint}</code>
      </dd>
    </dl>
  );
}

function ManualSubmission() {
  const settings = useIndexNowSettings();
  const submit = useSubmitIndexNowUrls();
  const form = useZodForm(indexNowFormSchema, { defaultValues: { urls: '' } });
  const origin = settings.data ? originOf(settings.data.keyLocation) : null;
  return (
    <Form
      form={form}
      aria-label="Submit URLs to IndexNow"
      errorMessage={refusalOf}
      onSubmit={async (values) => {
        const urls = urlLines(values.urls);
        const problem = origin ? indexNowUrlProblem(urls, origin) : null;
        if (problem) {
          form.setError('urls', { message: problem });
          return;
        }
        const answer = await submit.mutateAsync({ urls });
        if (answer.outcome === 'accepted') {
          toast.success('Submitted', `${answer.message} (${answer.status}).`);
          form.reset({ urls: '' });
        } else {
          toast.error(
            'Not accepted',
            answer.status === null ? answer.message : `${answer.message} (${answer.status}).`,
          );
        }
      }}
    >
      <TextAreaField
        name="urls"
        label="URLs to submit"
        hint={`One per line, on ${origin ?? 'this site'} only; at most ${INDEXNOW_MAX_URLS.toLocaleString('en-GB')}.`}
        rows={6}
        spellCheck={false}
        autoComplete="off"
      />
      <div className="form-actions">
        <SubmitButton pendingText="Submitting…">Submit to IndexNow</SubmitButton>
      </div>
    </Form>
  );
}

function HistoryItem({ row }: { row: IndexNowHistoryRow }) {
  return (
    <li className="card indexnow-row">
      <p className="indexnow-row__head">
        <span className={`indexnow-status indexnow-status--${row.outcome}`}>
          {row.status ?? 'No answer'}
        </span>{' '}
        <strong>{row.message}</strong>
      </p>
      <p className="indexnow-row__meta">
        {formatWhen(row.submittedAt)} · {INDEXNOW_TRIGGER_LABELS[row.trigger]}
        {row.requestedBy ? ` by ${row.requestedBy}` : ''}
        {row.source ? ` (${row.source})` : ''}
      </p>
      <details>
        <summary>
          {row.urlCount === 1 ? '1 URL' : `${row.urlCount.toLocaleString('en-GB')} URLs`}
        </summary>
        <ul className="indexnow-row__urls">
          {row.urls.map((url) => (
            <li key={url}>{url}</li>
          ))}
        </ul>
        {row.urlCount > row.urls.length ? (
          <p>and {(row.urlCount - row.urls.length).toLocaleString('en-GB')} more.</p>
        ) : null}
      </details>
    </li>
  );
}

function triggerOf(value: string | null): IndexNowTrigger | null {
  return (INDEXNOW_TRIGGERS as readonly (string | null)[]).includes(value)
    ? (value as IndexNowTrigger)
    : null;
}

function History() {
  const [params, setParams] = useSearchParams();
  const trigger = triggerOf(params.get('trigger'));
  const page = usePageCount(INDEXNOW_HISTORY_PAGE_SIZE);
  const history = useIndexNowHistory(trigger, page.count);
  const choose = (value: IndexNowTrigger | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('trigger', value);
        else next.delete('trigger');
        return next;
      },
      { replace: true },
    );
    page.reset();
  };
  return (
    <>
      <div className="indexnow-filter" role="group" aria-label="Show submissions">
        {[null, ...INDEXNOW_TRIGGERS].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className={value === trigger ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={value === trigger}
            onClick={() => choose(value)}
          >
            {value === null ? 'All' : INDEXNOW_TRIGGER_LABELS[value]}
          </button>
        ))}
      </div>
      <PagedQuery
        query={history}
        what="the IndexNow history"
        hasMore={(data) => data.hasMore}
        moreLabel="Show more submissions"
        onShowMore={page.showMore}
      >
        {({ rows }) =>
          rows.length === 0 ? (
            <p>No submissions yet.</p>
          ) : (
            <ul className="indexnow-history" aria-label="Submissions, newest first">
              {rows.map((row) => (
                <HistoryItem key={row.id} row={row} />
              ))}
            </ul>
          )
        }
      </PagedQuery>
    </>
  );
}

/**
 * `/admin/indexnow`: the key and its key file, a list of URLs to submit by hand, and every
 * submission (automatic on publish and update, or by hand) with the endpoint's response code.
 */
export function IndexNowConsole() {
  return (
    <>
      <section className="indexnow-section" aria-labelledby="indexnow-key">
        <h2 id="indexnow-key">Key</h2>
        <p>
          Search engines check this key by reading its file at the site root. Published and updated
          articles, company profiles that go public or move, and edited services and towns are
          submitted on their own.
        </p>
        <KeyPanel />
      </section>
      <section className="indexnow-section" aria-labelledby="indexnow-submit">
        <h2 id="indexnow-submit">Submit URLs</h2>
        <ManualSubmission />
      </section>
      <section className="indexnow-section" aria-labelledby="indexnow-history">
        <h2 id="indexnow-history">History</h2>
        <History />
      </section>
    </>
  );
}
