import { formatClockTime } from '@fixwell/common/london-time';
import { WEEKDAY_LABELS } from '@fixwell/common/companies/company-profile-display';
import { WEEKDAYS } from '@fixwell/common/company';

import { ContentSection } from '@/components/content/content-section';
import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';

import './company-profile.css';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** "8:00am to 5:30pm", or "Closed". */
function dayHours(value: { opens: string; closes: string } | null | undefined): string {
  if (!value || !TIME.test(value.opens) || !TIME.test(value.closes)) return 'Closed';
  return `${formatClockTime(value.opens)} to ${formatClockTime(value.closes)}`;
}

/** The company's opening hours, day by day, and its note; nothing when it has not given them. */
export function CompanyOpeningHours({ company }: { company: CompanyProfileData }) {
  const hours = company.openingHours;
  if (!hours || typeof hours.days !== 'object' || hours.days === null) return null;
  return (
    <ContentSection id="hours" heading="Opening hours">
      <table className="company-hours">
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr key={day}>
              <th scope="row">{WEEKDAY_LABELS[day]}</th>
              <td>{dayHours(hours.days[day])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hours.note ? <p className="company-hours__note">{hours.note}</p> : null}
    </ContentSection>
  );
}
