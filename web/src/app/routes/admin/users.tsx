import { InfoPage } from '@/app/routes/info-page';

export default function UsersPage() {
  return (
    <InfoPage
      heading="Users"
      description="Every account on Fixwell, where admins change roles and activate or deactivate accounts."
    />
  );
}
