import {
  OUTREACH_PROSPECT_STATUSES,
  saveOutreachCampaignSchema,
} from '@fixwell/common/admin/outreach';
import { Link, useNavigate } from 'react-router';

import { TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryState } from '@/components/query-state';
import { href, paths } from '@/config/paths';
import { CAMPAIGNS_PAGE_SIZE, type OutreachCampaign } from '@/features/outreach/api/outreach-data';
import { useSaveOutreachCampaign } from '@/features/outreach/api/change-outreach';
import { useOutreachCampaigns, useOutreachSettings } from '@/features/outreach/api/get-outreach';
import {
  STARTER_STEPS,
  campaignStatusLabel,
  formatDate,
  prospectStatusLabel,
} from '@/features/outreach/components/outreach-format';
import { OutreachSettingsForm } from '@/features/outreach/components/outreach-settings-form';

const nameSchema = saveOutreachCampaignSchema.pick({ name: true });

/** Campaigns, newest first, with how many prospects are at each status. */
function CampaignsTable({ campaigns }: { campaigns: OutreachCampaign[] }) {
  if (campaigns.length === 0)
    return <p>No campaigns yet. Create one below, then import the businesses to invite.</p>;
  const shown = campaigns.slice(0, CAMPAIGNS_PAGE_SIZE);
  return (
    <>
      <div className="data-table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">Outreach campaigns, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col">Status</th>
              <th scope="col" className="data-table__number">
                Prospects
              </th>
              {OUTREACH_PROSPECT_STATUSES.map((status) => (
                <th key={status} scope="col" className="data-table__number">
                  {prospectStatusLabel(status)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((campaign) => (
              <tr key={campaign.id}>
                <th scope="row">
                  <Link to={href(paths.adminOutreachCampaign, { id: campaign.id })}>
                    {campaign.name}
                  </Link>
                  <div className="outreach__muted">
                    Created {formatDate(campaign.createdAt)} ·{' '}
                    <Link to={`${href(paths.adminOutreachCampaign, { id: campaign.id })}#import`}>
                      Import <span className="visually-hidden">into {campaign.name}</span>
                    </Link>
                  </div>
                </th>
                <td>{campaignStatusLabel(campaign.status)}</td>
                <td className="data-table__number">{campaign.total}</td>
                {OUTREACH_PROSPECT_STATUSES.map((status) => (
                  <td key={status} className="data-table__number">
                    {campaign.counts[status]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {campaigns.length > CAMPAIGNS_PAGE_SIZE ? (
        <p className="outreach__muted">The latest {CAMPAIGNS_PAGE_SIZE} campaigns are shown.</p>
      ) : null}
    </>
  );
}

/** A new campaign: a name, and a starter email to edit on its page. */
function NewCampaignForm() {
  const save = useSaveOutreachCampaign();
  const navigate = useNavigate();
  const form = useZodForm(nameSchema, { defaultValues: { name: '' } });
  return (
    <Form
      form={form}
      aria-labelledby="outreach-new-heading"
      onSubmit={async ({ name }) => {
        const { id } = await save.mutateAsync({ name, steps: STARTER_STEPS });
        void navigate(href(paths.adminOutreachCampaign, { id }));
      }}
    >
      <TextField
        name="name"
        label="Campaign name"
        hint="For you, not the recipients: like “Leeds plumbers, spring”. It starts as a draft with one email to edit."
        autoComplete="off"
      />
      <div className="form-actions">
        <SubmitButton pendingText="Creating…">Create campaign</SubmitButton>
      </div>
    </Form>
  );
}

/** /admin/outreach: the campaigns, a new one, and the sender and daily limit they share. */
export function OutreachCampaigns() {
  const campaigns = useOutreachCampaigns();
  const settings = useOutreachSettings();
  return (
    <div className="outreach">
      <section aria-labelledby="outreach-campaigns-heading">
        <h2 id="outreach-campaigns-heading">Campaigns</h2>
        <QueryState query={campaigns} what="the campaigns">
          {(list) => <CampaignsTable campaigns={list} />}
        </QueryState>
      </section>
      <section aria-labelledby="outreach-new-heading">
        <h2 id="outreach-new-heading">New campaign</h2>
        <NewCampaignForm />
      </section>
      <section aria-labelledby="outreach-settings-heading">
        <h2 id="outreach-settings-heading">Sender and daily limit</h2>
        <p>
          UK PECR: Fixwell emails businesses only at their business addresses, says who it is and
          where, and every email has an opt-out link that works at once.
        </p>
        <QueryState query={settings} what="the outreach settings">
          {(saved) => <OutreachSettingsForm saved={saved} />}
        </QueryState>
      </section>
    </div>
  );
}
