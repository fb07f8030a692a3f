import { InfoPage } from '@/app/routes/info-page';

export default function AppointmentsPage() {
  return (
    <InfoPage
      heading="Appointments"
      description="Visits and jobs you have arranged with customers, with their dates and times."
    />
  );
}
