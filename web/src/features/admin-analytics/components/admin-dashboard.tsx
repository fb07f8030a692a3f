import {
  formatRate,
  type AdminDashboard,
  type ComparedFigure,
} from '@fixwell/common/admin/platform-stats';
import { formatResponseMinutes } from '@fixwell/common/analytics/company-stats';
import { Link } from 'react-router';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import { href, paths } from '@/config/paths';
import { useAdminDashboard } from '@/features/admin-analytics/api/get-platform-stats';
import { formatCount } from '@/features/admin-analytics/demand-format';
import { formatLongDate, formatMoney } from '@/utils/format';

import './admin-analytics.css';

/** The admin dashboard: this week's figures beside last week's, and what needs attention. */
export function AdminDashboardView() {
  const query = useAdminDashboard();
  return (
    <QueryState query={query} what="the dashboard" placeholder={<TextPlaceholder lines={10} />}>
      {(dashboard) => (
        <>
          <DashboardTiles dashboard={dashboard} />
          <DashboardAlerts dashboard={dashboard} />
        </>
      )}
    </QueryState>
  );
}

type TileProps = {
  label: string;
  figure: ComparedFigure;
  format: (value: number) => string;
  /** What the previous figure is ("Yesterday"). */
  previousLabel: string;
};

function Tile({ label, figure, format, previousLabel }: TileProps) {
  return (
    <div className="dashboard-tile">
      <dt>{label}</dt>
      <dd className="dashboard-tile__value">
        {figure.value === null ? '–' : format(figure.value)}
      </dd>
      <dd className="dashboard-tile__previous">
        {previousLabel}: {figure.previous === null ? '–' : format(figure.previous)}
      </dd>
    </div>
  );
}

const minutes = (value: number) => formatResponseMinutes(value);

function DashboardTiles({ dashboard }: { dashboard: AdminDashboard }) {
  const { tiles } = dashboard;
  const lastWeek = 'Same days last week';
  const shown: TileProps[] = [
    {
      label: 'Quote requests today',
      figure: tiles.requestsToday,
      format: formatCount,
      previousLabel: 'Yesterday',
    },
    {
      label: 'Quote requests this week',
      figure: tiles.requestsThisWeek,
      format: formatCount,
      previousLabel: lastWeek,
    },
    {
      label: 'Match rate this week',
      figure: tiles.matchRate,
      format: formatRate,
      previousLabel: lastWeek,
    },
    {
      label: 'Lead acceptance rate this week',
      figure: tiles.acceptanceRate,
      format: formatRate,
      previousLabel: lastWeek,
    },
    {
      label: 'Median first response this week',
      figure: tiles.medianFirstResponse,
      format: minutes,
      previousLabel: lastWeek,
    },
    {
      label: 'New companies this week',
      figure: tiles.newCompaniesThisWeek,
      format: formatCount,
      previousLabel: lastWeek,
    },
  ];
  const money: TileProps[] = [
    {
      label: 'Monthly recurring revenue',
      figure: tiles.mrrPence,
      format: formatMoney,
      previousLabel: 'End of last month',
    },
    {
      label: 'Card payments this month',
      figure: tiles.cardVolumePence,
      format: formatMoney,
      previousLabel: 'Same days last month',
    },
  ];
  const waiting =
    tiles.vettingQueue === 1
      ? '1 check waiting'
      : `${formatCount(tiles.vettingQueue)} checks waiting`;
  return (
    <section aria-labelledby="dashboard-figures-heading">
      <h2 id="dashboard-figures-heading">Figures</h2>
      <dl className="dashboard-tiles">
        {shown.map((tile) => (
          <Tile key={tile.label} {...tile} />
        ))}
        <div className="dashboard-tile">
          <dt>Vetting queue</dt>
          <dd className="dashboard-tile__value">{formatCount(tiles.vettingQueue)}</dd>
          <dd className="dashboard-tile__previous">
            <Link to={paths.adminCompanies}>{waiting}: open companies</Link>
          </dd>
        </div>
        {money.map((tile) => (
          <Tile key={tile.label} {...tile} />
        ))}
      </dl>
      <p className="dashboard-note">
        Figures for London days, kept by the platform as things happen and checked every night.
        Rates and the median cover this week so far (Monday to today).
      </p>
    </section>
  );
}

const when = (iso: string | null) =>
  iso
    ? `${formatLongDate(iso)}, ${new Date(iso).toLocaleTimeString('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/London',
      })}`
    : 'Time unknown';

function more(total: number, shown: number) {
  return total > shown ? (
    <p className="dashboard-note">
      Showing the newest {shown} of {total}.
    </p>
  ) : null;
}

function DashboardAlerts({ dashboard }: { dashboard: AdminDashboard }) {
  const { noMatch, webhookFailures, mailFailures } = dashboard.alerts;
  const none = noMatch.total + webhookFailures.total + mailFailures.total === 0;
  return (
    <section aria-labelledby="dashboard-alerts-heading" className="dashboard-alerts">
      <h2 id="dashboard-alerts-heading">Alerts</h2>
      {none ? <p role="status">Nothing needs attention.</p> : null}

      <h3>Requests with no match (last 7 days): {formatCount(noMatch.total)}</h3>
      {noMatch.items.length === 0 ? (
        <p>Every request in the last 7 days found a company.</p>
      ) : (
        <ul className="dashboard-alert-list">
          {noMatch.items.map((item) => (
            <li key={item.quoteId}>
              <Link to={href(paths.adminQuote, { id: item.quoteId })}>
                {item.serviceName} in {item.postcodeDistrict || 'an unknown area'}
              </Link>{' '}
              <span className="dashboard-alert-list__when">{when(item.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      {more(noMatch.total, noMatch.items.length)}

      <h3>Failed Stripe webhooks: {formatCount(webhookFailures.total)}</h3>
      {webhookFailures.items.length === 0 ? (
        <p>No Stripe event is failing.</p>
      ) : (
        <ul className="dashboard-alert-list">
          {webhookFailures.items.map((item) => (
            <li key={item.eventId}>
              <strong>{item.type}</strong> ({item.eventId}, {item.endpoint} endpoint):{' '}
              {item.message}.{' '}
              <span className="dashboard-alert-list__when">
                {item.attempts === 1 ? 'Failed once' : `Failed ${item.attempts} times`}, last{' '}
                {when(item.lastFailedAt)}. Stripe retries it; it clears when it succeeds.
              </span>
            </li>
          ))}
        </ul>
      )}
      {more(webhookFailures.total, webhookFailures.items.length)}

      <h3>Email that failed: {formatCount(mailFailures.total)}</h3>
      {mailFailures.items.length === 0 ? (
        <p>No email has failed.</p>
      ) : (
        <ul className="dashboard-alert-list">
          {mailFailures.items.map((item) => (
            <li key={item.mailId}>
              <strong>{item.subject || '(no subject)'}</strong> to {item.to}: {item.error}{' '}
              <span className="dashboard-alert-list__when">
                {item.attempts === 1 ? '1 attempt' : `${item.attempts} attempts`},{' '}
                {when(item.failedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more(mailFailures.total, mailFailures.items.length)}
    </section>
  );
}
