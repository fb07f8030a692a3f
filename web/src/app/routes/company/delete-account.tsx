import { Link, useNavigate } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { toast } from '@/components/toast/toast-store';
import { DeleteAccountForm } from '@/features/auth/components/delete-account-form';

export default function DeleteAccountPage() {
  const navigate = useNavigate();

  return (
    <div className="page">
      <Seo
        title="Delete your account"
        description="Permanently delete your Fixwell account."
        noindex
      />
      <h1>Delete your account</h1>
      <p>Deleting your account is permanent. It removes:</p>
      <ul>
        <li>your sign-in and account details;</li>
        <li>your company profile, so you no longer appear in the directory;</li>
        <li>your subscription details, so you stop receiving leads.</li>
      </ul>
      <p>
        Changed your mind? <Link to="/company/profile">Back to your profile</Link>
      </p>
      <DeleteAccountForm
        onDeleted={() => {
          toast.success('Your account has been deleted');
          void navigate('/', { replace: true });
        }}
      />
    </div>
  );
}
