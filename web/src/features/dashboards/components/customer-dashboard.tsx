import type { CustomerDashboard } from '@fixwell/common/dashboards';
import { Link } from 'react-router';

import { href, paths } from '@/config/paths';
import { useCustomerDashboard } from '@/features/dashboards/api/get-customer-dashboard';
import { DashboardCard, DashboardEmpty } from '@/features/dashboards/components/dashboard-card';
import { DashboardState } from '@/features/dashboards/components/dashboard-state';
import { UnreadMessagesCard } from '@/features/dashboards/components/unread-messages-card';
import {
  appointmentStatusText,
  appointmentWhat,
  appointmentWhen,
  documentAction,
  documentDetail,
  documentName,
  plural,
  requestProgress,
} from '@/features/dashboards/dashboard-format';
import { formatLongDate } from '@/utils/format';

import './dashboards.css';

function OpenRequestsCard({ openRequests }: { openRequests: CustomerDashboard['openRequests'] }) {
  return (
    <DashboardCard
      title="Your requests"
      count={{ value: openRequests.total, label: plural(openRequests.total, 'open request') }}
      more={{ to: paths.customerQuotes, label: 'All your quotes' }}
    >
      {openRequests.requests.length === 0 ? (
        <DashboardEmpty>
          <p>
            You have no open requests. Tell us about a job and we will find local companies for it.
          </p>
          <Link className="button button--primary" to={paths.customerQuoteNew}>
            Request a quote
          </Link>
        </DashboardEmpty>
      ) : (
        <ul className="dashboard-list">
          {openRequests.requests.map((request) => (
            <li key={request.id} className="dashboard-list__item">
              <Link
                className="dashboard-list__title"
                to={href(paths.customerQuote, { id: request.id })}
              >
                {request.serviceName}
                {request.postcodeDistrict ? ` in ${request.postcodeDistrict}` : ''}
              </Link>
              <p className="dashboard-list__meta">{requestProgress(request)}</p>
              <p className="dashboard-list__meta">Requested {formatLongDate(request.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function NextAppointmentCard({
  appointment,
}: {
  appointment: CustomerDashboard['nextAppointment'];
}) {
  return (
    <DashboardCard
      title="Next appointment"
      more={{ to: paths.customerAppointments, label: 'All appointments' }}
    >
      {appointment ? (
        <div className="dashboard-list__item">
          <Link
            className="dashboard-list__title"
            to={`${paths.customerAppointments}?a=${encodeURIComponent(appointment.id)}`}
          >
            {appointmentWhen(appointment)}
          </Link>
          <p className="dashboard-list__meta">
            {appointmentWhat(appointment)}
            {appointment.serviceName ? ` (${appointment.serviceName})` : ''}
          </p>
          <p className="dashboard-list__meta">
            {appointmentStatusText(appointment.status, 'customer')}
          </p>
        </div>
      ) : (
        <DashboardEmpty>
          <p>
            Nothing booked yet. When a company proposes a visit, it appears here for you to confirm.
          </p>
        </DashboardEmpty>
      )}
    </DashboardCard>
  );
}

function DocumentsCard({ documents }: { documents: CustomerDashboard['documents'] }) {
  return (
    <DashboardCard
      title="Quotes and invoices to act on"
      count={{ value: documents.total, label: plural(documents.total, 'document') }}
    >
      {documents.items.length === 0 ? (
        <DashboardEmpty>
          <p>Nothing to answer or pay. Quotes and invoices that companies send you appear here.</p>
        </DashboardEmpty>
      ) : (
        <ul className="dashboard-list">
          {documents.items.map((document) => (
            <li key={document.id} className="dashboard-list__item">
              <span className="dashboard-list__title">
                {documentName(document)} from {document.companyName}
              </span>
              <p className="dashboard-list__meta">{documentDetail(document)}</p>
              <Link to={href(paths.document, { id: document.id })}>
                {documentAction(document)}{' '}
                {document.number ? (
                  <span className="visually-hidden">{document.number}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function ReviewInvitationsCard({
  invitations,
}: {
  invitations: CustomerDashboard['reviewInvitations'];
}) {
  return (
    <DashboardCard
      title="Reviews to write"
      count={{
        value: invitations.total,
        label: plural(invitations.total, 'review') + ' to write',
      }}
      more={{ to: paths.customerFeedback, label: 'Your feedback' }}
    >
      {invitations.items.length === 0 ? (
        <DashboardEmpty>
          <p>No reviews waiting. Once a job is done, you can rate the company here.</p>
        </DashboardEmpty>
      ) : (
        <ul className="dashboard-list">
          {invitations.items.map((invitation) => (
            <li key={invitation.leadId} className="dashboard-list__item">
              <span className="dashboard-list__title">{invitation.companyName}</span>
              {invitation.serviceName ? (
                <p className="dashboard-list__meta">{invitation.serviceName}</p>
              ) : null}
              <Link to={paths.customerFeedback}>
                Review {invitation.companyName}{' '}
                {invitation.serviceName ? (
                  <span className="visually-hidden">for {invitation.serviceName}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

/** `/customer`: everything waiting for the customer, from one call. */
export function CustomerDashboardView({ uid }: { uid: string }) {
  const query = useCustomerDashboard(uid);
  return (
    <DashboardState query={query}>
      {(dashboard) => (
        <>
          <OpenRequestsCard openRequests={dashboard.openRequests} />
          <UnreadMessagesCard unread={dashboard.unread} chatPath={paths.customerChat} />
          <NextAppointmentCard appointment={dashboard.nextAppointment} />
          <DocumentsCard documents={dashboard.documents} />
          <ReviewInvitationsCard invitations={dashboard.reviewInvitations} />
        </>
      )}
    </DashboardState>
  );
}
