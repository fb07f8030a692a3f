import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { href, paths } from '@/config/paths';
import type { AdminUserView } from '@/features/admin-users/api/admin-users-data';
import { useAdminUser, useUserActivity } from '@/features/admin-users/api/get-admin-users';
import {
  auditLabel,
  formatDate,
  formatDateTime,
  roleLabel,
  STATUS_LABELS,
} from '@/features/admin-users/admin-user-format';
import { ActiveForm, RoleForm } from '@/features/admin-users/components/user-action-forms';

/** One account for an admin: profile, company, quotes or leads, activity, actions, audit log. */
export function AdminUserDetail({
  uid,
  adminUid,
  backHref,
}: {
  uid: string;
  /** The signed-in admin: their own account is shown without actions. */
  adminUid: string;
  backHref: string;
}) {
  const base = useId();
  const user = useAdminUser(uid);
  let body;
  if (user.isPending) body = <p role="status">Loading the account…</p>;
  else if (user.isError)
    body = (
      <LoadError
        message="We could not load this account."
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  else if (!user.data) body = <p>There is no account with this id.</p>;
  else body = <UserBody view={user.data} self={uid === adminUid} />;
  return (
    <section aria-labelledby={`${base}-heading`}>
      <div className="admin-users__head">
        <h2 id={`${base}-heading`}>{user.data?.user.displayName ?? 'Account'}</h2>
        <Link to={backHref}>Back to the accounts</Link>
      </div>
      {body}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function UserBody({ view, self }: { view: AdminUserView; self: boolean }) {
  const { user, company } = view;
  const status = user.active ? 'active' : 'deactivated';
  return (
    <>
      <dl className="admin-users__facts">
        <Fact label="Email">{user.email || '—'}</Fact>
        <Fact label="Email verified">{user.emailVerified ? 'Yes' : 'No'}</Fact>
        <Fact label="Role">{roleLabel(user.role)}</Fact>
        <Fact label="Status">
          <span className={`admin-users__status--${status}`}>{STATUS_LABELS[status]}</span>
        </Fact>
        {user.phone ? <Fact label="Phone">{user.phone}</Fact> : null}
        <Fact label="Signed up">{formatDate(user.createdAt)}</Fact>
      </dl>

      <Activity uid={user.id} />

      {company ? (
        <>
          <h3>Company</h3>
          <p>
            <Link to={`${paths.adminCompanies}?company=${encodeURIComponent(user.id)}`}>
              {company.businessName || 'Company profile'}
            </Link>{' '}
            ({company.suspended ? 'suspended' : company.public ? 'published' : 'not published'})
          </p>
        </>
      ) : null}

      {view.quotes.length > 0 || user.role === 'customer' ? (
        <>
          <h3>Latest quote requests</h3>
          {view.quotes.length === 0 ? (
            <p>No quote requests yet.</p>
          ) : (
            <ul>
              {view.quotes.map((quote) => (
                <li key={quote.id}>
                  <Link to={href(paths.adminQuote, { id: quote.id })}>
                    {quote.serviceName || quote.id}
                  </Link>{' '}
                  ({quote.status}, {formatDate(quote.createdAt)})
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}

      {view.leads.length > 0 || user.role === 'company' ? (
        <>
          <h3>Latest leads</h3>
          {view.leads.length === 0 ? (
            <p>No leads yet.</p>
          ) : (
            <ul>
              {view.leads.map((lead) => (
                <li key={lead.id}>
                  <Link to={href(paths.adminQuote, { id: lead.quoteId })}>
                    {lead.serviceName || lead.quoteId}
                  </Link>{' '}
                  ({lead.status}, {formatDate(lead.createdAt)})
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}

      <h3>Actions</h3>
      {self ? (
        <p>This is your own account: another admin changes its role or status.</p>
      ) : (
        <div className="admin-users__actions">
          <ActiveForm key={`active-${String(user.active)}`} user={user} />
          <RoleForm key={`role-${user.role ?? ''}`} user={user} />
        </div>
      )}

      <h3>Audit log</h3>
      {view.audit.length === 0 ? (
        <p>No admin has changed this account yet.</p>
      ) : (
        <ol className="admin-users__audit">
          {view.audit.map((line) => (
            <li key={line.id}>
              <strong>{auditLabel(line.action, line.before, line.after)}</strong> by{' '}
              {line.actorEmail || 'an admin'}, {formatDateTime(line.at)}
              {line.reason ? `: ${line.reason}` : ''}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Activity({ uid }: { uid: string }) {
  const activity = useUserActivity(uid);
  if (activity.isPending) return <p role="status">Loading recent activity…</p>;
  if (activity.isError)
    return (
      <LoadError
        message="We could not load this account’s recent activity."
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  const { data } = activity;
  return (
    <>
      <h3>Recent activity</h3>
      <dl className="admin-users__facts">
        <Fact label="Last sign-in">{formatDateTime(data.lastSignInAt)}</Fact>
        <Fact label="Last active">{formatDateTime(data.lastActiveAt)}</Fact>
        <Fact label="Sign-in">
          {data.authDisabled === null
            ? 'No sign-in account'
            : data.authDisabled
              ? 'Refused (disabled)'
              : 'Allowed'}
        </Fact>
        <Fact label="Quote requests">
          {data.counts.quotes} ({data.counts.quotesLast30Days} in the last 30 days)
        </Fact>
        <Fact label="Leads">
          {data.counts.leads} ({data.counts.leadsLast30Days} in the last 30 days)
        </Fact>
        <Fact label="Quotes and invoices">{data.counts.documents}</Fact>
      </dl>
    </>
  );
}
