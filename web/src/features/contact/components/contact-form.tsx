import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_API_MESSAGES,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactField as ContactFieldName,
  type ContactMessageInput,
  type ContactMessageValues,
} from '@fixwell/common/contact-message';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormField } from '@/components/form/form-field';
import {
  ContactMessageError,
  sendContactMessage,
} from '@/features/contact/api/send-contact-message';
import {
  clearContactDraft,
  readContactDraft,
  useSaveContactDraft,
} from '@/features/contact/hooks/use-contact-draft';

import './contact-form.css';

function initialValues(): ContactMessageInput {
  const draft = readContactDraft();
  return {
    name: draft.name ?? '',
    email: draft.email ?? '',
    phone: draft.phone ?? '',
    topic: draft.topic ?? '',
    message: draft.message ?? '',
    website: '',
  };
}

type ContactFormProps = {
  /** Called once the message has been taken; the draft is already gone by then. */
  onSent: () => void;
};

/** The public contact form: validated with the shared schema here and again by POST /api/contact. */
export function ContactForm({ onSent }: ContactFormProps) {
  const trapId = useId();
  const [defaultValues] = useState(initialValues);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessageValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues,
  });
  useSaveContactDraft(watch);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await sendContactMessage(values);
    } catch (error) {
      const problem =
        error instanceof ContactMessageError
          ? error
          : new ContactMessageError(CONTACT_API_MESSAGES.failed, { cause: error });
      const fields = Object.entries(problem.fieldErrors) as [ContactFieldName, string][];
      fields.forEach(([field, message], index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setFormError(problem.message);
      return;
    }
    clearContactDraft();
    onSent();
  });

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-label="Send us a message">
      {formError ? (
        <div role="alert" className="contact-form__alert">
          {formError}
        </div>
      ) : null}

      <FormField label="Name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="text"
            autoComplete="name"
            {...register('name')}
          />
        )}
      </FormField>

      <FormField label="Email" error={errors.email?.message} hint="We will reply to this address.">
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            {...register('email')}
          />
        )}
      </FormField>

      <FormField
        label="Phone"
        optional
        error={errors.phone?.message}
        hint="A UK number, such as 07700 900123, if a call would help."
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="tel"
            autoComplete="tel"
            {...register('phone')}
          />
        )}
      </FormField>

      <FormField label="What is your message about?" error={errors.topic?.message}>
        {(control) => (
          <select {...control} className="form-field__input" {...register('topic')}>
            <option value="">Choose a topic</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {CONTACT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        label="Message"
        error={errors.message?.message}
        hint="Between 20 and 3,000 characters. Include any quote or job reference you have."
      >
        {(control) => (
          <textarea {...control} className="form-field__input" rows={8} {...register('message')} />
        )}
      </FormField>

      {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology,
          so only a bot fills it in. The server drops such messages without saying so. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className="contact-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
