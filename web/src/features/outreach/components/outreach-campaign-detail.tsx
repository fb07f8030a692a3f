import { OUTREACH_PROSPECT_STATUSES, senderReady } from '@fixwell/common/admin/outreach';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import type { OutreachCampaign } from '@/features/outreach/api/outreach-data';
import { useSetOutreachCampaignStatus } from '@/features/outreach/api/change-outreach';
import { useOutreachCampaign, useOutreachSettings } from '@/features/outreach/api/get-outreach';
import {
  campaignStatusLabel,
  formatDate,
  prospectStatusLabel,
} from '@/features/outreach/components/outreach-format';
import { ProspectImport } from '@/features/outreach/components/prospect-import';
import { ProspectsTable } from '@/features/outreach/components/prospects-table';
import { SequenceEditor } from '@/features/outreach/components/sequence-editor';

function StartPause({ campaign, ready }: { campaign: OutreachCampaign; ready: boolean }) {
  const change = useSetOutreachCampaignStatus();
  const next = campaign.status === 'active' ? 'paused' : 'active';
  const run = async () => {
    try {
      const answer = await change.mutateAsync({ campaignId: campaign.id, status: next });
      if (next === 'active')
        toast.success(
          'Campaign started',
          answer.sent > 0
            ? `${answer.sent.toLocaleString('en-GB')} email${answer.sent === 1 ? '' : 's'} queued now; the rest follow within the daily limit.`
            : 'Emails go out as prospects become due, within the daily limit.',
        );
      else toast.success('Campaign paused', 'No more emails go out until you start it again.');
    } catch (error) {
      toast.error('Not changed', error instanceof Error ? error.message : 'Please try again.');
    }
  };
  return (
    <div className="outreach__start">
      <button
        type="button"
        className={next === 'active' ? 'button button--primary' : 'button button--secondary'}
        disabled={change.isPending}
        onClick={() => void run()}
      >
        {change.isPending
          ? 'Saving…'
          : next === 'active'
            ? campaign.status === 'draft'
              ? 'Start campaign'
              : 'Resume campaign'
            : 'Pause campaign'}
      </button>
      {next === 'active' && !ready ? (
        <p className="outreach__muted">
          Set the sender name and postal address on the{' '}
          <Link to={paths.adminOutreach}>Outreach page</Link> first: every email carries them.
        </p>
      ) : null}
    </div>
  );
}

/** /admin/outreach/:id: the campaign, its sequence, its import and its prospects. */
export function OutreachCampaignDetail({ id }: { id: string }) {
  const campaign = useOutreachCampaign(id);
  const settings = useOutreachSettings();
  const { hash } = useLocation();
  const loaded = Boolean(campaign.data && settings.data);
  // A link to a section (`#import` from the campaigns list) lands once the page is drawn.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [loaded, hash]);

  if (campaign.isPending || settings.isPending)
    return (
      <div aria-busy="true">
        <LoadingBlock lines={6} />
      </div>
    );
  if (campaign.isError || settings.isError)
    return (
      <LoadError
        message="We could not load this campaign."
        onRetry={() => {
          void campaign.refetch();
          void settings.refetch();
        }}
        retrying={campaign.isFetching || settings.isFetching}
      />
    );
  const data = campaign.data;
  if (!data)
    return (
      <>
        <h1>Campaign not found</h1>
        <p>
          There is no outreach campaign with this address.{' '}
          <Link to={paths.adminOutreach}>See every campaign</Link>.
        </p>
      </>
    );

  return (
    <div className="outreach">
      <p>
        <Link to={paths.adminOutreach}>← All campaigns</Link>
      </p>
      <header className="outreach__header">
        <h1>{data.name}</h1>
        <p>
          <strong>{campaignStatusLabel(data.status)}</strong>
          {data.startedAt ? ` · started ${formatDate(data.startedAt)}` : ''} · {data.total} prospect
          {data.total === 1 ? '' : 's'}
        </p>
        <dl className="outreach__counts">
          {OUTREACH_PROSPECT_STATUSES.map((status) => (
            <div key={status}>
              <dt>{prospectStatusLabel(status)}</dt>
              <dd>{data.counts[status]}</dd>
            </div>
          ))}
        </dl>
        <StartPause campaign={data} ready={senderReady(settings.data)} />
      </header>

      <section aria-labelledby="outreach-sequence-heading">
        <h2 id="outreach-sequence-heading">Emails</h2>
        <SequenceEditor key={data.id} campaign={data} settings={settings.data} />
      </section>

      <section aria-labelledby="outreach-import-heading" id="import">
        <h2 id="outreach-import-heading">Import businesses</h2>
        <ProspectImport campaignId={data.id} />
      </section>

      <section aria-labelledby="outreach-prospects-heading">
        <h2 id="outreach-prospects-heading">Prospects</h2>
        <ProspectsTable campaignId={data.id} steps={data.steps.length} />
      </section>
    </div>
  );
}
