import { useId } from 'react';

import { TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { EmailField, NameField, PhoneField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import {
  useCreateCompanyCustomer,
  useUpdateCompanyCustomer,
} from '@/features/company-customers/api/save-company-customer';
import {
  CUSTOMER_FORM_FIELDS,
  customerDetailsOf,
  customerFormSchema,
  customerFormValues,
} from '@/features/company-customers/customer-form-schema';
import type { CompanyCustomer } from '@/features/company-customers/customer-types';
import { clearDraft, readDraft, useSaveDraft } from '@/hooks/use-form-draft';

const SAVE_FAILED = 'We could not save the customer. Please check your connection and try again.';

/** Where a form's typing is kept until it is saved: one for a new customer, one per customer. */
export function customerDraftKey(customerId: string | null): string {
  return customerId ? `company-customer:${customerId}` : 'company-customer:new';
}

export type CustomerFormProps = {
  companyId: string;
  /** The manual customer to edit, or null to add one. */
  customer: CompanyCustomer | null;
  /** Called with the customer's id once saved. */
  onSaved: (customerId: string) => void;
  onCancel?: () => void;
};

/** Adds a customer by hand or edits one the company added; what is typed survives a reload. */
export function CustomerForm({ companyId, customer, onSaved, onCancel }: CustomerFormProps) {
  const headingId = useId();
  const draftKey = customerDraftKey(customer?.id ?? null);
  const create = useCreateCompanyCustomer(companyId);
  const update = useUpdateCompanyCustomer();
  const form = useZodForm(customerFormSchema, {
    defaultValues: {
      ...customerFormValues(customer),
      ...readDraft(draftKey, CUSTOMER_FORM_FIELDS),
    },
  });
  useSaveDraft(draftKey, form.watch, CUSTOMER_FORM_FIELDS);

  return (
    <section className="customers-section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{customer ? `Edit ${customer.name}` : 'Add a customer'}</h2>
      <Form
        form={form}
        aria-labelledby={headingId}
        errorMessage={() => SAVE_FAILED}
        onSubmit={async (values) => {
          const details = customerDetailsOf(values);
          let id: string;
          if (customer) {
            await update.mutateAsync({ id: customer.id, details });
            id = customer.id;
          } else {
            id = await create.mutateAsync(details);
          }
          clearDraft(draftKey);
          if (!customer) form.reset(customerFormValues(null));
          toast.success(customer ? 'Customer saved' : 'Customer added', details.name);
          onSaved(id);
        }}
      >
        <NameField />
        <EmailField />
        <PhoneField optional />
        <fieldset className="form-field">
          <legend className="form-field__label">Address</legend>
          <TextField name="line1" label="Address line 1" optional autoComplete="address-line1" />
          <TextField name="line2" label="Address line 2" optional autoComplete="address-line2" />
          <TextField name="town" label="Town or city" optional autoComplete="address-level2" />
          <TextField
            name="postcode"
            label="Postcode"
            optional
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </fieldset>
        <div className="form-actions">
          <SubmitButton pendingText="Saving…">
            {customer ? 'Save customer' : 'Add customer'}
          </SubmitButton>
          {onCancel ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                clearDraft(draftKey);
                onCancel();
              }}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
