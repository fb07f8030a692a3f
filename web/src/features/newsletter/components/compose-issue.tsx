import {
  NEWSLETTER_AUDIENCE_LABELS,
  NEWSLETTER_AUDIENCES,
  NEWSLETTER_MESSAGES,
  newsletterComposeSchema,
  sendNewsletterIssueSchema,
  type NewsletterAudience,
} from '@fixwell/common/admin/newsletter';
import { newsletterEmail } from '@fixwell/common/admin/newsletter-email';
import { useDeferredValue, useMemo, useState } from 'react';
import { z } from 'zod';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { SelectField, TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { countNewsletterRecipients } from '@/features/newsletter/api/newsletter-data';
import {
  useSendNewsletterIssue,
  useSendNewsletterTest,
} from '@/features/newsletter/api/update-newsletter';

const PREVIEW_LINK = `${typeof window === 'undefined' ? '' : window.location.origin}/api/newsletter/unsubscribe?token=…`;

// The form: the issue and its audience (the count is added once confirmed), and the admin's
// password, since sending needs a recent sign-in.
const composeWithAudience = sendNewsletterIssueSchema
  .omit({ expectedRecipients: true })
  .extend({ password: z.string().min(1, { message: NEWSLETTER_MESSAGES.password }) });

/** How a failed password check reads on the field (`failure` as the auth feature names it). */
function passwordProblem(error: unknown): string {
  const failure = (error as { failure?: unknown } | null)?.failure;
  if (failure === 'wrong-password') return NEWSLETTER_MESSAGES.wrongPassword;
  if (failure === 'too-many-attempts') return NEWSLETTER_MESSAGES.tooManyAttempts;
  return NEWSLETTER_MESSAGES.signInAgain;
}

export type ComposeIssueProps = {
  /** Signs the admin in again with their password (sending needs a recent sign-in). */
  confirmPassword: (password: string) => Promise<void>;
};

/**
 * Writing an issue: subject, Markdown body and audience, the email's HTML previewed as it will be
 * sent, a test to the admin's own address, and the send (after a confirmation naming how many
 * people will get it).
 */
export function ComposeIssue({ confirmPassword }: ComposeIssueProps) {
  const form = useZodForm(composeWithAudience, {
    defaultValues: { subject: '', body: '', audience: '' as NewsletterAudience, password: '' },
  });
  const sendTest = useSendNewsletterTest();
  const sendIssue = useSendNewsletterIssue();
  const [testProblem, setTestProblem] = useState<string | null>(null);
  const subject = useDeferredValue(form.watch('subject'));
  const body = useDeferredValue(form.watch('body'));
  const preview = useMemo(
    () =>
      newsletterEmail({
        subject: subject || '(no subject yet)',
        body: body || '*Your issue shows here as you write it.*',
        unsubscribeLink: PREVIEW_LINK,
      }).html,
    [subject, body],
  );

  const testSend = async () => {
    setTestProblem(null);
    const parsed = newsletterComposeSchema.safeParse(form.getValues());
    if (!parsed.success) {
      await form.trigger(['subject', 'body']);
      return;
    }
    try {
      const { to } = await sendTest.mutateAsync(parsed.data);
      toast.success('Test sent', `${NEWSLETTER_MESSAGES.testSent} (${to})`);
    } catch (error) {
      setTestProblem(error instanceof Error ? error.message : 'We could not send the test.');
    }
  };

  return (
    <section className="newsletter-compose" aria-labelledby="newsletter-compose-heading">
      <h2 id="newsletter-compose-heading">Write an issue</h2>
      <div className="newsletter-compose__columns">
        <Form
          form={form}
          aria-label="Write an issue"
          onSubmit={async (values) => {
            const { recipients } = await countNewsletterRecipients({ audience: values.audience });
            if (recipients === 0) throw new Error(NEWSLETTER_MESSAGES.noRecipients);
            const people =
              recipients === 1
                ? '1 confirmed subscriber'
                : `${recipients.toLocaleString('en-GB')} confirmed subscribers`;
            const ok = await confirm({
              title: 'Send this issue?',
              message: `“${values.subject}” goes to ${people} (${NEWSLETTER_AUDIENCE_LABELS[values.audience].toLowerCase()}). Addresses on the suppression list are left out. This cannot be undone.`,
              confirmText: `Send to ${recipients.toLocaleString('en-GB')}`,
              variant: 'warning',
            });
            if (!ok) return;
            try {
              await confirmPassword(values.password);
            } catch (error) {
              const message = passwordProblem(error);
              form.setError('password', { type: 'server', message }, { shouldFocus: true });
              throw new Error(message, { cause: error });
            }
            const { password: _password, ...issue } = values;
            await sendIssue.mutateAsync({ ...issue, expectedRecipients: recipients });
            toast.success('Sending', NEWSLETTER_MESSAGES.issueQueued);
            form.reset({ subject: '', body: '', audience: '' as NewsletterAudience, password: '' });
          }}
        >
          <TextField name="subject" label="Subject" maxLength={150} />
          <TextAreaField
            name="body"
            label="Issue text"
            hint="Markdown: ## for a heading, **bold**, [a link](https://…), - for a list."
            rows={14}
          />
          <SelectField name="audience" label="Send to">
            <option value="">Choose who gets it</option>
            {NEWSLETTER_AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {NEWSLETTER_AUDIENCE_LABELS[audience]}
              </option>
            ))}
          </SelectField>
          <TextField
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            hint="Only to send the issue: sending needs a recent sign-in. The test does not."
          />
          <FormAlert message={testProblem} />
          <div className="form-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={sendTest.isPending}
              onClick={() => void testSend()}
            >
              {sendTest.isPending ? 'Sending the test…' : 'Send a test to me'}
            </button>
            <SubmitButton pendingText="Sending…">Send issue</SubmitButton>
          </div>
        </Form>
        <div className="newsletter-compose__preview">
          <h3>Preview of the email</h3>
          <iframe
            title="Preview of the email"
            className="newsletter-compose__frame"
            sandbox=""
            srcDoc={preview}
          />
        </div>
      </div>
    </section>
  );
}
