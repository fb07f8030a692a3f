import {
  CONTACT_API_MESSAGES,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactField as ContactFieldName,
  type ContactMessageInput,
} from '@fixwell/common/contact-message';
import { useState } from 'react';

import { HoneypotField, SelectField, TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { EmailField, NameField, PhoneField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';
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
  const [defaultValues] = useState(initialValues);
  const form = useZodForm(contactMessageSchema, { defaultValues });
  useSaveContactDraft(form.watch);

  return (
    <Form
      form={form}
      className="contact-form"
      aria-label="Send us a message"
      onSubmit={async (values) => {
        try {
          await sendContactMessage(values);
        } catch (error) {
          const problem =
            error instanceof ContactMessageError
              ? error
              : new ContactMessageError(CONTACT_API_MESSAGES.failed, { cause: error });
          const fields = Object.entries(problem.fieldErrors) as [ContactFieldName, string][];
          fields.forEach(([field, message], index) =>
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          // The form's banner says it as a whole.
          throw problem;
        }
        clearContactDraft();
        onSent();
      }}
    >
      <NameField />
      <EmailField hint="We will reply to this address." />
      <PhoneField optional hint="A UK number, such as 07700 900123, if a call would help." />

      <SelectField name="topic" label="What is your message about?">
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {CONTACT_TOPIC_LABELS[topic]}
          </option>
        ))}
      </SelectField>

      <TextAreaField
        name="message"
        label="Message"
        hint="Between 20 and 3,000 characters. Include any quote or job reference you have."
        rows={8}
      />

      <HoneypotField />

      <div className="form-actions">
        <SubmitButton pendingText="Sending…">Send message</SubmitButton>
      </div>
    </Form>
  );
}
