import { ACCOUNT_DELETION_MESSAGES } from '@fixwell/common/accounts/account-deletion';
import { Link, useNavigate } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import {
  CompanyDeletionSummary,
  DeleteCompanyAccountForm,
} from '@/features/account-deletion/components/delete-company-account';
import { signOutWithReason } from '@/features/auth/auth-session';

export default function DeleteAccountPage() {
  const navigate = useNavigate();

  return (
    <div className="page">
      <Seo
        title="Delete your account"
        description="Permanently delete your Fixwell company account."
        noindex
      />
      <h1>Delete your account</h1>
      <p>
        Deleting your company account is permanent. Read what happens first; then enter your
        password to confirm it is you.
      </p>
      <CompanyDeletionSummary />
      <p>
        Changed your mind? <Link to={paths.companyProfile}>Back to your profile</Link>
      </p>
      <DeleteCompanyAccountForm
        onDeleted={async () => {
          // The Auth user is gone on the server; the local session must go too.
          await signOutWithReason(null).catch(() => undefined);
          toast.success(ACCOUNT_DELETION_MESSAGES.deleted);
          void navigate(paths.home, { replace: true });
        }}
      />
    </div>
  );
}
