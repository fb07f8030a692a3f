import {
  SERVICE_SUGGESTION_MESSAGES,
  submitServiceSuggestionSchema,
} from '@fixwell/common/admin/service-suggestion';
import { useId, useState } from 'react';

import { HoneypotField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { EmailField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { sendServiceSuggestion } from '@/features/quote-request/api/quote-request-data';
import { showServerFieldErrors } from '@/components/form/server-field-errors';

/**
 * "Other: tell us what you need", under the service step: for a job no service fits, the visitor
 * describes it in a few words and sends it to Fixwell's team (with an address for the answer, if
 * they like). The request form itself stays as it was: they may still pick the closest service.
 */
export function ServiceSuggestionBox() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const form = useZodForm(submitServiceSuggestionSchema, {
    defaultValues: { text: '', postcode: '', email: '', website: '' },
  });

  return (
    <section className="quote-suggestion" aria-labelledby={headingId}>
      <h3 id={headingId} className="quote-suggestion__heading">
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Other: tell us what you need
        </button>
      </h3>
      <div id={panelId} hidden={!open}>
        {sent ? (
          <div className="notice notice--success" role="status">
            <p>{SERVICE_SUGGESTION_MESSAGES.suggestionThanks}</p>
            <p>
              Meanwhile, if one of the services above is close, choose it and describe the job in
              your own words: the companies matched will tell you if they can help.
            </p>
          </div>
        ) : (
          <>
            <p className="form-field__hint">
              Not in the list? Tell us what the job is and we will look at adding it. If a service
              above comes close, you can still choose it and send your request now.
            </p>
            <Form
              form={form}
              aria-labelledby={headingId}
              onSubmit={async (values) => {
                try {
                  await sendServiceSuggestion(values);
                  setSent(true);
                } catch (error) {
                  showServerFieldErrors(form, error);
                  throw error;
                }
              }}
            >
              <TextField
                name="text"
                label="What do you need?"
                hint="A few words, such as “pond cleaning”."
                maxLength={120}
              />
              <TextField
                name="postcode"
                label="Postcode"
                hint="So we know where it is needed; the first half (e.g. LS6) is enough."
                autoComplete="postal-code"
                optional
              />
              <EmailField
                label="Email (optional)"
                hint="Only to tell you when we add it or what we decided."
              />
              <HoneypotField />
              <div className="form-actions">
                <SubmitButton pendingText="Sending…" variant="secondary">
                  Send the suggestion
                </SubmitButton>
              </div>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
