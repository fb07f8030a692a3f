import { londonDateOf } from '@fixwell/common/london-time';
import {
  formatDay,
  formatPence,
  verificationCheckInfo,
  verificationCheckOrder,
  type InsuranceDetails,
  type VerificationCheckType,
} from '@fixwell/common/companies/verification';
import { badgeLabel, LEGAL_FORM_LABELS, type LegalForm } from '@fixwell/common/company';
import { tradeLabel } from '@fixwell/common/trades';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { toast } from '@/components/toast/toast-store';
import { href, paths } from '@/config/paths';
import {
  useReviewVerificationCheck,
  useSetCompanySuspended,
} from '@/features/verification/api/admin-verification-actions';
import { useAdminCompany } from '@/features/verification/api/get-admin-companies';
import type {
  AdminCompanyView,
  VerificationCheck,
} from '@/features/verification/api/verification-data';
import { companyState } from '@/features/verification/components/admin-companies-list';
import { EvidenceView } from '@/features/verification/components/evidence-view';
import { ReasonForm } from '@/features/verification/components/reason-form';
import { checkStatusText } from '@/features/verification/components/verification-checks';

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong.';
const dateTime = (date: Date | null) =>
  date
    ? new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/London',
      }).format(date)
    : '—';

const AUDIT_LABELS: Record<string, string> = {
  'verification.verify': 'Check verified',
  'verification.reject': 'Check rejected',
  'company.suspend': 'Suspended',
  'company.unsuspend': 'Suspension lifted',
};

/** One company for an admin: details, private details, checks with evidence, actions, audit. */
export function AdminCompanyDetail({
  companyId,
  onClose,
}: {
  companyId: string;
  onClose: () => void;
}) {
  const base = useId();
  const company = useAdminCompany(companyId);
  let body;
  if (company.isPending) body = <p role="status">Loading the company…</p>;
  else if (company.isError)
    body = (
      <LoadError
        message="We could not load this company."
        onRetry={() => void company.refetch()}
        retrying={company.isFetching}
      />
    );
  else if (!company.data) body = <p>This company no longer exists.</p>;
  else body = <CompanyBody view={company.data} />;
  return (
    <section aria-labelledby={`${base}-heading`} className="verification-admin__company">
      <div className="verification-check__head">
        <h2 id={`${base}-heading`}>{company.data?.row.businessName ?? 'Company'}</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Back to the list
        </button>
      </div>
      {body}
    </section>
  );
}

function fact(label: string, value: unknown) {
  if (value === undefined || value === null || value === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{String(value)}</dd>
    </>
  );
}

function CompanyBody({ view }: { view: AdminCompanyView }) {
  const { company, companyPrivate, row } = view;
  const legalForm = company.legalForm as LegalForm | undefined;
  const order = verificationCheckOrder(row.trades, legalForm).filter((type) =>
    view.checks.some((check) => check.type === type),
  );
  return (
    <>
      <dl className="verification-admin__facts">
        {fact('State', companyState(row))}
        {fact('Trades', row.trades.map(tradeLabel).join(', '))}
        {fact('Legal form', legalForm ? LEGAL_FORM_LABELS[legalForm] : undefined)}
        {fact('Companies House number', company.companiesHouseNumber)}
        {fact('District and town', [company.baseDistrict, company.town].filter(Boolean).join(', '))}
        {fact('Phone', company.phone)}
        {fact('Website', company.website)}
        {fact(
          'Badges',
          view.verifiedBadges
            .map(
              (badge) =>
                `${badgeLabel(badge.id)} (checked ${formatDay(badge.checkedOn)}${
                  badge.expiresOn ? `, expires ${formatDay(badge.expiresOn)}` : ''
                })`,
            )
            .join('; ') || 'None',
        )}
        {fact('Base postcode (private)', companyPrivate?.basePostcode)}
        {fact('Lead email (private)', companyPrivate?.leadEmail)}
        {fact('VAT number (private)', companyPrivate?.vatNumber)}
        {fact('Suspension reason (private)', companyPrivate?.suspendedReason)}
      </dl>
      {row.public && row.slug ? (
        <p>
          <Link to={href(paths.companyPublicProfile, { slug: row.slug })}>
            See the public profile
          </Link>
        </p>
      ) : null}
      <SuspensionControl companyId={view.id} suspended={row.suspended} />
      <h3>Checks</h3>
      {order.length === 0 ? <p>The company has submitted no checks.</p> : null}
      {order.map((type) => (
        <CheckReview
          key={type}
          companyId={view.id}
          check={view.checks.find((check) => check.type === type)!}
        />
      ))}
      <h3>Audit log</h3>
      {view.audit.length === 0 ? (
        <p>No admin has acted on this company yet.</p>
      ) : (
        <ol className="verification-admin__audit">
          {view.audit.map((line) => (
            <li key={line.id}>
              <strong>{AUDIT_LABELS[line.action] ?? line.action}</strong>
              {typeof line.after?.check === 'string'
                ? ` (${verificationCheckInfo(line.after.check as VerificationCheckType).label})`
                : ''}{' '}
              by {line.actorEmail || 'an admin'}, {dateTime(line.at)}
              {line.reason ? `: ${line.reason}` : ''}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function CheckDetails({ check }: { check: VerificationCheck }) {
  if (check.type === 'insurance') {
    const details = check.details as InsuranceDetails;
    return (
      <dl className="verification-admin__facts">
        {fact('Insurer', details.insurer)}
        {fact('Policy number', details.policyNumber)}
        {fact('Cover', formatPence(details.coverPence))}
        {fact('Expires', formatDay(details.expiresOn))}
      </dl>
    );
  }
  return (
    <dl className="verification-admin__facts">
      {fact('Number', (check.details as { number?: string }).number)}
    </dl>
  );
}

function CheckReview({ companyId, check }: { companyId: string; check: VerificationCheck }) {
  const base = useId();
  const review = useReviewVerificationCheck();
  const [rejecting, setRejecting] = useState(false);
  const info = verificationCheckInfo(check.type);
  return (
    <article className="verification-check" aria-labelledby={`${base}-title`}>
      <h4 id={`${base}-title`}>{info.label}</h4>
      <p className={`verification-check__status verification-check__status--${check.status}`}>
        {checkStatusText(check)}
        {check.submittedAt ? ` (submitted ${formatDay(londonDateOf(check.submittedAt))})` : ''}
      </p>
      <CheckDetails check={check} />
      {check.evidence.map((file) => (
        <EvidenceView key={file.fileId} file={file} />
      ))}
      {check.status === 'submitted' && !rejecting ? (
        <div className="verification-admin__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={review.isPending}
            onClick={() =>
              review.mutate(
                { companyId, type: check.type, decision: 'verify' },
                {
                  onSuccess: () => toast.success(`${info.label} verified`, 'The company was told.'),
                  onError: (error) => toast.error('Not verified', failure(error)),
                },
              )
            }
          >
            {review.isPending ? 'Verifying…' : 'Verify'}{' '}
            <span className="visually-hidden">{info.label}</span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setRejecting(true)}
          >
            Reject <span className="visually-hidden">{info.label}</span>
          </button>
        </div>
      ) : null}
      {rejecting ? (
        <ReasonForm
          title={`Reject the ${info.label}`}
          hint="The company reads this, so say what to put right."
          submitLabel="Reject"
          pendingText="Rejecting…"
          onCancel={() => setRejecting(false)}
          onSubmit={async (reason) => {
            await review.mutateAsync({ companyId, type: check.type, decision: 'reject', reason });
            toast.success(`${info.label} rejected`, 'The company was told why.');
            setRejecting(false);
          }}
        />
      ) : null}
    </article>
  );
}

function SuspensionControl({ companyId, suspended }: { companyId: string; suspended: boolean }) {
  const suspend = useSetCompanySuspended();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <ReasonForm
        title={suspended ? 'Lift the suspension' : 'Suspend the company'}
        hint={
          suspended
            ? 'Why it is lifted; the company reads this.'
            : 'The profile is hidden and gets no leads. The company reads this reason.'
        }
        submitLabel={suspended ? 'Lift suspension' : 'Suspend'}
        pendingText={suspended ? 'Lifting…' : 'Suspending…'}
        onCancel={() => setOpen(false)}
        onSubmit={async (reason) => {
          await suspend.mutateAsync({ companyId, suspended: !suspended, reason });
          toast.success(
            suspended ? 'Suspension lifted' : 'Company suspended',
            'The company was told.',
          );
          setOpen(false);
        }}
      />
    );
  return (
    <div className="verification-admin__actions">
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {suspended ? 'Lift suspension' : 'Suspend'}
      </button>
    </div>
  );
}
