import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SEGMENT_CHOICES,
  NEWSLETTER_SEGMENTS,
  newsletterSubscribeSchema,
  type NewsletterSegment,
  type NewsletterSubscribeField,
} from '@fixwell/common/admin/newsletter';
import { useId, useState } from 'react';

import { choicesOf, HoneypotField, RadioGroupField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { EmailField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import {
  NewsletterSignupError,
  subscribeToNewsletter,
} from '@/features/newsletter/api/subscribe-to-newsletter';

import './newsletter-signup.css';

export type NewsletterSignupProps = {
  /** The signed-in person's segment from their role (the choice is then not asked); null: ask. */
  knownSegment: NewsletterSegment | null;
};

/**
 * The footer's newsletter sign-up (double opt-in): the address and whether the person is a
 * homeowner or a trade professional; the server sends an email with a link to confirm.
 */
export function NewsletterSignup({ knownSegment }: NewsletterSignupProps) {
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(newsletterSubscribeSchema, {
    defaultValues: { email: '', segment: knownSegment ?? undefined, website: '' },
  });

  return (
    <section className="newsletter-signup" aria-labelledby={headingId}>
      <h2 id={headingId} className="newsletter-signup__heading">
        The Fixwell newsletter
      </h2>
      {done ? (
        <p className="newsletter-signup__done" role="status">
          {done}
        </p>
      ) : (
        <>
          <p className="newsletter-signup__intro">
            Home maintenance tips and news for trade professionals, about once a month. Unsubscribe
            with one click at any time.
          </p>
          <Form
            form={form}
            aria-labelledby={headingId}
            onSubmit={async (values) => {
              try {
                setDone(await subscribeToNewsletter(values, { signedIn: knownSegment !== null }));
              } catch (error) {
                const problem =
                  error instanceof NewsletterSignupError
                    ? error
                    : new NewsletterSignupError(NEWSLETTER_MESSAGES.failed, { cause: error });
                const fields = Object.entries(problem.fieldErrors) as [
                  NewsletterSubscribeField,
                  string,
                ][];
                fields.forEach(([field, message], index) =>
                  form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
                );
                throw problem;
              }
            }}
          >
            <EmailField label="Your email address" />
            {knownSegment ? null : (
              <RadioGroupField
                name="segment"
                legend="Which newsletter?"
                choices={choicesOf(NEWSLETTER_SEGMENTS, NEWSLETTER_SEGMENT_CHOICES)}
              />
            )}
            <HoneypotField />
            <div className="form-actions">
              <SubmitButton pendingText="Subscribing…">Subscribe</SubmitButton>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
