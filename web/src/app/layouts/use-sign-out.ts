import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { toast } from '@/components/toast/toast-store';
import { signOut } from '@/features/auth/api/sign-out';

/** Signs out and, as SPEC.md §4 says, sends the visitor to `/`. */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
      await navigate('/');
    } catch {
      toast.error('Sign-out failed', 'Please check your connection and try again.');
    } finally {
      setPending(false);
    }
  }, [navigate]);

  return { signOut: run, pending };
}
