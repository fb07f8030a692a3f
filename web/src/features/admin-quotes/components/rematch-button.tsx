import { toast } from '@/components/toast/toast-store';
import { useRematchQuote, type RematchResult } from '@/features/admin-quotes/api/rematch-quote';

const STILL_NOBODY: Record<Extract<RematchResult, { outcome: 'no-match' }>['reason'], string> = {
  'no-company-covers': 'No company covers this area and service yet.',
  'none-available':
    'The companies covering it cannot take leads now (no active subscription, or their allowance is spent).',
};

/** For a request that found nobody: try matching again, typically after a company has joined. */
export function RematchButton({ quoteId }: { quoteId: string }) {
  const rematch = useRematchQuote(quoteId);
  function run() {
    rematch.mutate(undefined, {
      onSuccess: (result) =>
        result.outcome === 'matched'
          ? toast.success(
              'Request sent to companies',
              `${result.leads} ${result.leads === 1 ? 'company has' : 'companies have'} received it as a lead.`,
            )
          : toast.warning('Still no company found', STILL_NOBODY[result.reason]),
      onError: (error) => toast.error('Matching not run', error.message),
    });
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={run}
      disabled={rematch.isPending}
    >
      {rematch.isPending ? 'Matching…' : 'Try matching again'}
    </button>
  );
}
