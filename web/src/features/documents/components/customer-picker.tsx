import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';

import { SelectField } from '@/components/form/bound-fields';
import { paths } from '@/config/paths';
import { useCompanyCustomers } from '@/features/documents/api/get-editor-data';
import type { ChosenCustomer } from '@/features/documents/editor-form';

const SEARCH_PAUSE_MS = 250;

/** Finds one of the company's customers by the start of their name and binds it to `customerId`. */
export function CustomerPicker({
  companyId,
  chosen,
  onChoose,
}: {
  companyId: string;
  chosen: ChosenCustomer | null;
  onChoose: (customer: ChosenCustomer | null) => void;
}) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const customers = useCompanyCustomers(companyId, search);
  const found = customers.data ?? [];
  const options: ChosenCustomer[] = [
    ...(chosen && !found.some((customer) => customer.id === chosen.id) ? [chosen] : []),
    ...found,
  ];

  return (
    <section className="documents-editor__customer" aria-labelledby="document-customer-heading">
      <h2 id="document-customer-heading">Who it is for</h2>
      <div className="form-field">
        <label htmlFor={searchId} className="form-field__label">
          Find a customer
        </label>
        <p id={`${searchId}-hint`} className="form-field__hint">
          Type the start of their name, then choose them below.
        </p>
        <input
          id={searchId}
          className="form-field__input"
          type="search"
          autoComplete="off"
          aria-describedby={`${searchId}-hint`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {customers.isError ? (
        <p className="form-field__error" role="alert">
          We could not load your customers. Please check your connection and try again.
        </p>
      ) : null}
      <SelectField
        name="customerId"
        label="Customer"
        hint={
          customers.isPending
            ? 'Loading your customers…'
            : found.length === 0
              ? 'No customers match that name.'
              : undefined
        }
        registerOptions={{
          onChange: (event: { target: { value: string } }) =>
            onChoose(options.find((option) => option.id === event.target.value) ?? null),
        }}
      >
        <option value="">Choose a customer</option>
        {options.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.email ? `${customer.name} (${customer.email})` : customer.name}
          </option>
        ))}
      </SelectField>
      <p className="form-links">
        Not listed? <Link to={paths.companyCustomers}>Add a customer</Link>, then come back.
      </p>
    </section>
  );
}
