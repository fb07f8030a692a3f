import { useAuthStore } from '@/features/auth/stores/auth-store';

/** The signed-in company's uid (the guards have made sure there is one). */
export function useCompanyId(): string {
  return useAuthStore((state) => state.user?.uid ?? '');
}
