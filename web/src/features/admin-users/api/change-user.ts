import type { SetUserActiveInput, SetUserRoleInput } from '@fixwell/common/admin/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  confirmPassword,
  setUserActive,
  setUserRole,
} from '@/features/admin-users/api/admin-users-data';
import { ADMIN_USERS_KEY } from '@/features/admin-users/api/get-admin-users';

type WithPassword<T> = T & { password: string };

/** Deactivates or reactivates an account after the admin's password; the lists are read again. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, ...input }: WithPassword<SetUserActiveInput>) => {
      await confirmPassword(password);
      return setUserActive(input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}

/** Changes an account's role after the admin's password; the lists are read again. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, ...input }: WithPassword<SetUserRoleInput>) => {
      await confirmPassword(password);
      return setUserRole(input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
