import { InfoPage } from '@/app/routes/info-page';

export default function AppointmentsPage() {
  return (
    <InfoPage
      heading="Appointments"
      description="Visits and jobs you have arranged with trade professionals, with their dates and times."
    />
  );
}
