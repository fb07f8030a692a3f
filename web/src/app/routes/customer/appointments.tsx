import { InfoPage } from '@/app/routes/info-page';
import { AppointmentsBoard } from '@/features/appointments/components/appointments-board';
import { useAuthStore } from '@/features/auth/stores/auth-store';

export default function AppointmentsPage() {
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  return (
    <InfoPage
      heading="Appointments"
      description="Visits and jobs you have arranged with trade professionals, with their dates and times."
    >
      {uid ? <AppointmentsBoard uid={uid} role="customer" /> : null}
    </InfoPage>
  );
}
