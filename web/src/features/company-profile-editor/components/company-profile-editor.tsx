import {
  DESCRIPTION_MAX,
  needsCompaniesHouseNumber,
  SOCIAL_NETWORK_LABELS,
  updateCompanyProfileSchema,
} from '@fixwell/common/companies/company-profile';
import { LEGAL_FORM_LABELS, LEGAL_FORMS, SOCIAL_NETWORKS } from '@fixwell/common/company';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { SelectField, TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { href, paths } from '@/config/paths';
import type { EditableProfile } from '@/features/company-profile-editor/api/company-profile-editor-data';
import { useSaveCompanyProfile } from '@/features/company-profile-editor/api/save-company-profile';
import { DescriptionPreview } from '@/features/company-profile-editor/components/description-preview';
import { OpeningHoursFields } from '@/features/company-profile-editor/components/opening-hours-fields';
import {
  formValuesOf,
  mergeDraft,
  profileDraftKey,
  profileFieldErrors,
  sameValues,
  type ProfileFormValues,
} from '@/features/company-profile-editor/profile-form-values';
import { clearDraft, readStoredDraft, storeDraft } from '@/hooks/use-form-draft';

import './company-profile-editor.css';

/** A titled part of the editor, with the id other pages link to (`/company/profile#hours`). */
export function EditorSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="profile-editor__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro ? <p className="profile-editor__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** The stored values with any unsaved draft of this company laid over them. */
function initialValues(companyId: string, profile: EditableProfile) {
  const stored = formValuesOf(profile);
  const draft = readStoredDraft(profileDraftKey(companyId));
  const values = draft === undefined ? stored : mergeDraft(stored, draft);
  return { stored, values, restored: !sameValues(values, stored) };
}

/**
 * The company's profile: business details, description (with a preview of how it reads), opening
 * hours, contact details and social links, saved together through updateCompanyProfile. What is
 * typed survives a reload (a draft in this tab) until it is saved or discarded.
 */
export function CompanyProfileEditor({
  companyId,
  profile,
}: {
  companyId: string;
  profile: EditableProfile;
}) {
  const save = useSaveCompanyProfile(companyId);
  const [initial] = useState(() => initialValues(companyId, profile));
  const [restored, setRestored] = useState(initial.restored);
  const form = useZodForm(updateCompanyProfileSchema, { defaultValues: initial.values });
  const draftKey = profileDraftKey(companyId);

  // What is saved: a draft is kept only while the form differs from it.
  const saved = useRef<ProfileFormValues>(initial.stored);
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (sameValues(values, saved.current)) clearDraft(draftKey);
      else storeDraft(draftKey, values);
    });
    return () => subscription.unsubscribe();
  }, [form, draftKey]);

  const [legalForm, description, businessName] = form.watch([
    'legalForm',
    'description',
    'businessName',
  ]);
  const profileUrl = href(paths.companyPublicProfile, { slug: profile.slug });

  const discard = () => {
    form.reset(saved.current);
    clearDraft(draftKey);
    setRestored(false);
  };

  return (
    <Form
      form={form}
      aria-label="Your company profile"
      className="profile-editor"
      onSubmit={async () => {
        // The callable takes the form's own input and checks it again with the same schema.
        const values = form.getValues();
        try {
          await save.mutateAsync(values);
        } catch (error) {
          profileFieldErrors(error).forEach(([field, message], index) =>
            form.setError(
              field as keyof ProfileFormValues,
              { type: 'server', message },
              {
                shouldFocus: index === 0,
              },
            ),
          );
          throw error;
        }
        saved.current = values;
        clearDraft(draftKey);
        form.reset(values);
        setRestored(false);
        toast.success(
          'Profile saved',
          profile.public
            ? 'Customers see the changes on your public profile now.'
            : 'Customers will see it once you publish your profile.',
        );
      }}
    >
      {restored ? (
        <div className="profile-editor__draft" role="status">
          <p>We kept the changes you had not saved yet.</p>
          <button type="button" className="link-button" onClick={discard}>
            Discard them and show what is saved
          </button>
        </div>
      ) : null}

      <EditorSection id="business" heading="Business details">
        <TextField
          name="businessName"
          label="Trading name"
          hint={
            <>
              The name customers see. Renaming keeps your profile’s address,{' '}
              <Link to={profileUrl}>{profileUrl}</Link>, so links you have shared and your stickers
              keep working.
            </>
          }
          autoComplete="organization"
          maxLength={140}
        />
        <SelectField name="legalForm" label="Legal form">
          <option value="">Choose…</option>
          {LEGAL_FORMS.map((value) => (
            <option key={value} value={value}>
              {LEGAL_FORM_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {needsCompaniesHouseNumber(legalForm ?? '') ? (
          <TextField
            name="companiesHouseNumber"
            label="Companies House number"
            hint="8 characters: 8 digits, or 2 letters and 6 digits (SC123456). It is shown on your profile, as it is on the public register."
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            className="profile-editor__short"
          />
        ) : null}
        <TextField
          name="vatNumber"
          label="VAT number"
          optional
          hint="GB then 9 digits. Kept private: only you and Fixwell see it."
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="profile-editor__short"
        />
      </EditorSection>

      <EditorSection
        id="description"
        heading="Description"
        intro="What you do, where, and why customers choose you. Leave a blank line between paragraphs."
      >
        <div className="profile-editor__with-preview">
          <TextAreaField
            name="description"
            label="About your business"
            rows={9}
            after={
              <p
                className={
                  (description ?? '').trim().length > DESCRIPTION_MAX
                    ? 'form-field__hint profile-editor__over'
                    : 'form-field__hint'
                }
                aria-live="polite"
              >
                {(description ?? '').trim().length.toLocaleString('en-GB')} of{' '}
                {DESCRIPTION_MAX.toLocaleString('en-GB')} characters
              </p>
            }
          />
          <DescriptionPreview name={businessName ?? ''} description={description ?? ''} />
        </div>
      </EditorSection>

      <EditorSection id="hours" heading="Opening hours" intro="Tick the days you work.">
        <OpeningHoursFields />
      </EditorSection>

      <EditorSection id="contact" heading="Contact details">
        <TextField
          name="phone"
          label="Public phone number"
          hint="Shown on your profile. A UK number, such as 0113 496 0000 or 07700 900123."
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className="profile-editor__short"
        />
        <TextField
          name="website"
          label="Website"
          optional
          hint="Its full address, starting https://."
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
        />
        <TextField
          name="leadEmail"
          label="Email for new leads"
          optional
          hint={
            <>
              Leave blank to use your sign-in email. Kept private. Choose which emails you get on{' '}
              <Link to={paths.companyNotifications}>your notification settings</Link>.
            </>
          }
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
        />
      </EditorSection>

      <EditorSection
        id="social"
        heading="Social media"
        intro="Links to your pages, shown on your profile. Leave blank any you do not use."
      >
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            name={`socialLinks.${network}`}
            label={SOCIAL_NETWORK_LABELS[network]}
            optional
            type="url"
            inputMode="url"
            spellCheck={false}
          />
        ))}
      </EditorSection>

      <div className="form-actions profile-editor__actions">
        <SubmitButton pendingText="Saving…">Save profile</SubmitButton>
      </div>
    </Form>
  );
}
