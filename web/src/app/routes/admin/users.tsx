import { useSearchParams } from 'react-router';

import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { AdminUserDetail } from '@/features/admin-users/components/admin-user-detail';
import { AdminUsersList } from '@/features/admin-users/components/admin-users-list';
import { useAuthStore } from '@/features/auth/stores/auth-store';

import '@/features/admin-users/components/admin-users.css';

export default function UsersPage() {
  const [searchParams] = useSearchParams();
  const adminUid = useAuthStore((state) => state.user?.uid ?? '');
  const open = searchParams.get('user');
  const back = new URLSearchParams(searchParams);
  back.delete('user');
  const backHref = back.size > 0 ? `?${back.toString()}` : '?';
  return (
    <article className="page">
      <Seo
        title="Users"
        description="Every account on Fixwell, where admins change roles and activate or deactivate accounts."
        noindex
      />
      <PageHero
        heading="Users"
        lede="Find any account by name or email, see what it has done, and deactivate, reactivate or change its role, with a reason kept in the audit log."
      />
      {open ? (
        <AdminUserDetail key={open} uid={open} adminUid={adminUid} backHref={backHref} />
      ) : (
        <AdminUsersList />
      )}
    </article>
  );
}
