import type { CompanyDashboard, DashboardAppointment } from '@fixwell/common/dashboards';
import { QUOTE_TIMING_LABELS } from '@fixwell/common/quote/quote-request';
import { Link } from 'react-router';

import { href, paths } from '@/config/paths';
import { useCompanyDashboard } from '@/features/dashboards/api/get-company-dashboard';
import { DashboardCard, DashboardEmpty } from '@/features/dashboards/components/dashboard-card';
import { DashboardState } from '@/features/dashboards/components/dashboard-state';
import { UnreadMessagesCard } from '@/features/dashboards/components/unread-messages-card';
import {
  allowanceLine,
  appointmentStatusText,
  appointmentWhat,
  appointmentWhen,
  appointmentWindow,
  durationText,
  plural,
  ratingText,
} from '@/features/dashboards/dashboard-format';
import { formatLongDate, formatMoney } from '@/utils/format';

import './dashboards.css';

function NewLeadsCard({
  leads,
  allowance,
}: {
  leads: CompanyDashboard['leads'];
  allowance: CompanyDashboard['allowance'];
}) {
  return (
    <DashboardCard
      title="New leads"
      count={{ value: leads.newCount, label: plural(leads.newCount, 'new lead') }}
      more={{ to: paths.companyLeads, label: 'All leads' }}
    >
      <p className="dashboard-card__lede">{allowanceLine(allowance)}</p>
      {leads.newest.length === 0 ? (
        <DashboardEmpty>
          <p>
            No new leads right now. Jobs that match your trades and areas appear here as soon as
            they are requested.
          </p>
          <Link to={paths.companyProfile}>Check your trades and areas</Link>
        </DashboardEmpty>
      ) : (
        <ul className="dashboard-list">
          {leads.newest.map((lead) => {
            const facts = [
              lead.timing ? QUOTE_TIMING_LABELS[lead.timing] : null,
              lead.distanceMiles !== null
                ? `${lead.distanceMiles} ${lead.distanceMiles === 1 ? 'mile' : 'miles'} away`
                : null,
              lead.createdAt ? `received ${formatLongDate(lead.createdAt)}` : null,
            ].filter(Boolean);
            return (
              <li key={lead.id} className="dashboard-list__item">
                <Link
                  className="dashboard-list__title"
                  to={href(paths.companyLead, { id: lead.id })}
                >
                  {lead.serviceName}
                  {lead.postcodeDistrict ? ` in ${lead.postcodeDistrict}` : ''}
                </Link>
                <p className="dashboard-list__meta">{facts.join(' · ')}</p>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}

function AppointmentList({
  appointments,
  when,
}: {
  appointments: DashboardAppointment[];
  when: (appointment: DashboardAppointment) => string;
}) {
  return (
    <ul className="dashboard-list">
      {appointments.map((appointment) => (
        <li key={appointment.id} className="dashboard-list__item">
          <Link
            className="dashboard-list__title"
            to={`${paths.companyAppointments}?a=${encodeURIComponent(appointment.id)}`}
          >
            {when(appointment)}
          </Link>
          <p className="dashboard-list__meta">{appointmentWhat(appointment)}</p>
          <p className="dashboard-list__meta">
            {appointmentStatusText(appointment.status, 'company')}
          </p>
        </li>
      ))}
    </ul>
  );
}

function AppointmentsCards({ appointments }: { appointments: CompanyDashboard['appointments'] }) {
  return (
    <>
      <DashboardCard
        title="Today"
        count={{
          value: appointments.today.length,
          label: plural(appointments.today.length, 'appointment') + ' today',
        }}
        more={{ to: paths.companyAppointments, label: 'Your calendar' }}
      >
        {appointments.today.length === 0 ? (
          <DashboardEmpty>
            <p>Nothing booked today.</p>
          </DashboardEmpty>
        ) : (
          <AppointmentList appointments={appointments.today} when={appointmentWindow} />
        )}
      </DashboardCard>
      <DashboardCard
        title="Coming week"
        count={{
          value: appointments.upcoming.length,
          label: plural(appointments.upcoming.length, 'appointment') + ' in the coming week',
        }}
      >
        {appointments.upcoming.length === 0 ? (
          <DashboardEmpty>
            <p>
              Nothing booked in the next 7 days. Propose a visit from a conversation with a
              customer.
            </p>
            <Link to={paths.companyChat}>Open your messages</Link>
          </DashboardEmpty>
        ) : (
          <AppointmentList appointments={appointments.upcoming} when={appointmentWhen} />
        )}
      </DashboardCard>
    </>
  );
}

function FiguresCard({ dashboard }: { dashboard: CompanyDashboard }) {
  const { unpaidInvoices } = dashboard;
  return (
    <DashboardCard title="Your figures">
      <dl className="dashboard-figures">
        <div>
          <dt>Median first response</dt>
          <dd>
            {dashboard.firstResponseMedianMinutes !== null
              ? durationText(dashboard.firstResponseMedianMinutes)
              : 'Not measured yet'}
          </dd>
        </div>
        {dashboard.responseMinutes !== null ? (
          <div>
            <dt>Typical time to answer a lead</dt>
            <dd>{durationText(dashboard.responseMinutes)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Rating</dt>
          <dd>{ratingText(dashboard.rating, dashboard.reviewCount)}</dd>
        </div>
        <div>
          <dt>Unpaid invoices</dt>
          <dd>
            {unpaidInvoices.count === 0
              ? 'None'
              : `${formatMoney(unpaidInvoices.totalPence)} on ${plural(unpaidInvoices.count, 'invoice')}`}
            {unpaidInvoices.overdueCount > 0 ? ` (${unpaidInvoices.overdueCount} overdue)` : ''}
          </dd>
        </div>
      </dl>
      <p className="dashboard-card__more">
        <Link to={paths.companyInvoices}>Your invoices</Link>
      </p>
    </DashboardCard>
  );
}

function QuickLinksCard() {
  const links = [
    { to: paths.companyLeads, label: 'Leads' },
    { to: paths.companyChat, label: 'Messages' },
    { to: paths.companyAppointments, label: 'Appointments' },
    { to: `${paths.companyInvoiceNew}?kind=quote`, label: 'New quote' },
    { to: paths.companyInvoiceNew, label: 'New invoice' },
    { to: paths.companyPayouts, label: 'Payouts' },
  ];
  return (
    <DashboardCard title="Quick links">
      <ul className="dashboard-links">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}

/** `/company`: the day's work and the business at a glance, from one call. */
export function CompanyDashboardView({ uid }: { uid: string }) {
  const query = useCompanyDashboard(uid);
  return (
    <DashboardState query={query}>
      {(dashboard) => (
        <>
          <NewLeadsCard leads={dashboard.leads} allowance={dashboard.allowance} />
          <UnreadMessagesCard unread={dashboard.unread} chatPath={paths.companyChat} />
          <AppointmentsCards appointments={dashboard.appointments} />
          <FiguresCard dashboard={dashboard} />
          <QuickLinksCard />
        </>
      )}
    </DashboardState>
  );
}
