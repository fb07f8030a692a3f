import {
  EMAIL_CATEGORIES_BY_ROLE,
  EMAIL_CATEGORY_LABELS,
  emailCategoryOn,
  notificationPreferencesSchema,
  type EmailCategory,
  type NotificationPreferences,
} from '@fixwell/common/notification-preferences';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/components/toast/toast-store';
import { useNotificationPreferences } from '@/features/notifications/api/get-notification-preferences';
import { useSaveNotificationPreferences } from '@/features/notifications/api/save-notification-preferences';

/** One box to tick with its label and, under it, its hint (read with the box). */
function PreferenceCheckbox({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="form-field">
      <div className="form-field__option">
        <input
          id={`${id}-control`}
          type="checkbox"
          aria-describedby={`${id}-hint`}
          {...register(name)}
        />
        <label htmlFor={`${id}-control`}>{label}</label>
      </div>
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
    </div>
  );
}

function PreferencesForm({
  uid,
  categories,
  stored,
}: {
  uid: string;
  categories: readonly EmailCategory[];
  stored: NotificationPreferences;
}) {
  const save = useSaveNotificationPreferences(uid);
  const form = useZodForm(notificationPreferencesSchema, {
    defaultValues: {
      email: Object.fromEntries(
        categories.map((category) => [category, emailCategoryOn(stored, category)]),
      ),
      messageDigest: stored.messageDigest,
    },
  });
  return (
    <Form
      form={form}
      aria-label="Email notifications"
      errorMessage={() =>
        'We could not save your email choices. Please check your connection and try again.'
      }
      onSubmit={async (values) => {
        // Categories this role is not shown keep whatever was stored.
        await save.mutateAsync({
          email: { ...stored.email, ...values.email },
          messageDigest: values.messageDigest,
        });
        form.reset(values);
        toast.success('Email notifications saved', 'We will email you as you chose.');
      }}
    >
      <fieldset className="form-field__choices">
        <legend className="form-field__label">Email me about</legend>
        <p className="form-field__hint">
          You always see these in your notifications here. Emails about your account, documents sent
          to you and payment receipts always go.
        </p>
        {categories.map((category) => (
          <PreferenceCheckbox
            key={category}
            name={`email.${category}`}
            label={EMAIL_CATEGORY_LABELS[category].label}
            hint={EMAIL_CATEGORY_LABELS[category].hint}
          />
        ))}
      </fieldset>
      {categories.includes('messages') ? (
        <PreferenceCheckbox
          name="messageDigest"
          label="Messages: send me one email a day instead"
          hint="One email each morning listing the conversations with messages you have not read."
        />
      ) : null}
      <div className="form-actions">
        <SubmitButton pendingText="Saving…">Save email notifications</SubmitButton>
      </div>
    </Form>
  );
}

export type EmailPreferencesFormProps = {
  uid: string;
  role: keyof typeof EMAIL_CATEGORIES_BY_ROLE;
};

/** "Email notifications": which emails the user wants, for the categories of their role. */
export function EmailPreferencesForm({ uid, role }: EmailPreferencesFormProps) {
  const preferences = useNotificationPreferences(uid);
  const headingId = useId();
  let content;
  if (preferences.isError) {
    content = (
      <LoadError
        message="We could not load your email choices."
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  } else if (!preferences.data) {
    content = <LoadingBlock label="Loading your email choices…" lines={6} />;
  } else {
    content = (
      <PreferencesForm
        uid={uid}
        categories={EMAIL_CATEGORIES_BY_ROLE[role]}
        stored={preferences.data}
      />
    );
  }
  return (
    <section className="notification-preferences" aria-labelledby={headingId}>
      <h2 id={headingId}>Email notifications</h2>
      {content}
    </section>
  );
}
