import { InfoPage } from '@/app/routes/info-page';
import { AppointmentsBoard } from '@/features/appointments/components/appointments-board';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';

export default function AppointmentsPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Appointments"
      description="Visits and jobs you have arranged with customers, with their dates and times."
    >
      {companyId ? <AppointmentsBoard uid={companyId} role="company" /> : null}
    </InfoPage>
  );
}
