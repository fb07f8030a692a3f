import { MAX_COMPANIES_PER_QUOTE_LIMIT, type MatchingSettings } from '@fixwell/common/lead/lead';
import { useState, type FormEvent } from 'react';

import { FormField } from '@/components/form/form-field';
import { QueryState } from '@/components/query-state';
import { useToastStore } from '@/components/toast/toast-store';
import {
  useMatchingSettings,
  useSaveMatchingSettings,
} from '@/features/admin-settings/api/matching-settings';

const RANGE_MESSAGE = `Enter a whole number from 1 to ${MAX_COMPANIES_PER_QUOTE_LIMIT}.`;

function MatchingCapForm({ saved }: { saved: MatchingSettings }) {
  const [value, setValue] = useState(String(saved.maxCompaniesPerQuote));
  const [error, setError] = useState<string>();
  const save = useSaveMatchingSettings();
  const showToast = useToastStore((state) => state.show);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cap = Number(value);
    if (!/^\d+$/.test(value.trim()) || cap < 1 || cap > MAX_COMPANIES_PER_QUOTE_LIMIT) {
      setError(RANGE_MESSAGE);
      return;
    }
    setError(undefined);
    save.mutate(
      { maxCompaniesPerQuote: cap },
      {
        onSuccess: () =>
          showToast('success', 'Matching settings saved', `New requests go to up to ${cap}.`),
        onError: () =>
          showToast('error', 'Not saved', 'We could not save the setting. Please try again.'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="matching-settings-heading">
      <FormField
        label="Companies per quote request"
        hint={`Each new request goes to at most this many companies (1 to ${MAX_COMPANIES_PER_QUOTE_LIMIT}). Fewer means more value per lead for companies; more means faster replies for homeowners.`}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_COMPANIES_PER_QUOTE_LIMIT}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

/** The matching cap that the matching function reads from `settings/matching`. */
export function MatchingSettingsSection() {
  const settings = useMatchingSettings();
  return (
    <section aria-labelledby="matching-settings-heading">
      <h2 id="matching-settings-heading">Matching</h2>
      <QueryState query={settings} what="the matching settings">
        {(saved) => <MatchingCapForm saved={saved} />}
      </QueryState>
    </section>
  );
}
