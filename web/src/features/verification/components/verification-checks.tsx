import {
  formatDay,
  verificationCheckInfo,
  verificationCheckOrder,
  type VerificationCheckType,
} from '@fixwell/common/companies/verification';
import { londonDateOf } from '@fixwell/common/london-time';
import { useId, useState } from 'react';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import { useCompanyChecks } from '@/features/verification/api/get-company-checks';
import type { VerificationCheck } from '@/features/verification/api/verification-data';
import { CheckForm } from '@/features/verification/components/check-form';

import './verification.css';

/** What a check's status says to the company. */
export function checkStatusText(check: VerificationCheck | undefined): string {
  if (!check) return 'Not submitted yet.';
  const submitted = check.submittedAt ? formatDay(londonDateOf(check.submittedAt)) : 'today';
  switch (check.status) {
    case 'submitted':
      return `Submitted ${submitted} — we check within 2 working days`;
    case 'verified':
      return `Verified ${check.checkedOn ? formatDay(check.checkedOn) : ''}${
        check.expiresOn ? `, expires ${formatDay(check.expiresOn)}` : ''
      }`;
    case 'rejected':
      return `Rejected: ${check.rejectionReason ?? 'see the email we sent'} — correct it and submit it again`;
    case 'expired':
      return 'Expired: upload a current certificate';
  }
}

/** The button that opens the form, or null when there is nothing to submit. */
function actionLabel(type: VerificationCheckType, check: VerificationCheck | undefined) {
  if (!check) return 'Submit';
  if (check.status === 'rejected' || check.status === 'expired') return 'Submit again';
  if (check.status === 'verified' && type === 'insurance') return 'Upload a renewal';
  return null;
}

/**
 * The company's checks, insurance first, then Companies House for limited companies, then the
 * registrations its trades call for, then the rest; each with its status and a form to submit it.
 */
export function VerificationChecks({ companyId }: { companyId: string }) {
  const base = useId();
  const query = useCompanyChecks(companyId);
  return (
    <section id="verification" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>Checks and badges</h2>
      <p>
        We check each one by hand. Once verified, it shows on your public profile as a badge with
        the date we checked it.
      </p>
      <QueryState query={query} what="your checks" placeholder={<TextPlaceholder lines={6} />}>
        {(data) => (
          <ul className="verification-checks">
            {verificationCheckOrder(data.trades, data.legalForm).map((type) => (
              <CheckItem
                key={type}
                companyId={companyId}
                type={type}
                check={data.checks.find((check) => check.type === type)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function CheckItem({
  companyId,
  type,
  check,
}: {
  companyId: string;
  type: VerificationCheckType;
  check: VerificationCheck | undefined;
}) {
  const base = useId();
  const [open, setOpen] = useState(false);
  const info = verificationCheckInfo(type);
  const action = actionLabel(type, check);
  const status = check?.status ?? 'none';
  return (
    <li className="verification-check" aria-labelledby={`${base}-title`}>
      <div className="verification-check__head">
        <h3 id={`${base}-title`}>{info.label}</h3>
        {action ? (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={open}
            aria-controls={`${base}-form`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Cancel' : action} <span className="visually-hidden">{info.label}</span>
          </button>
        ) : null}
      </div>
      <p className={`verification-check__status verification-check__status--${status}`}>
        {checkStatusText(check)}
      </p>
      {!check ? <p className="form-field__hint">{info.hint}</p> : null}
      {open ? (
        <div id={`${base}-form`}>
          <CheckForm companyId={companyId} type={type} onSubmitted={() => setOpen(false)} />
        </div>
      ) : null}
    </li>
  );
}
