import { useState } from 'react';

import { InfoPage } from '@/app/routes/info-page';
import { href, paths } from '@/config/paths';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { CustomerForm } from '@/features/company-customers/components/customer-form';
import { CustomersList } from '@/features/company-customers/components/customers-list';
import type { CompanyCustomer } from '@/features/company-customers/customer-types';

export default function CustomersPage() {
  const companyId = useCompanyId();
  const [editing, setEditing] = useState<CompanyCustomer | null>(null);

  return (
    <InfoPage
      heading="Customers"
      description="Everyone you have worked with or are talking to: customers from the leads you accepted and the ones you added yourself."
    >
      {editing ? (
        <CustomerForm
          key={editing.id}
          companyId={companyId}
          customer={editing}
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <CustomerForm companyId={companyId} customer={null} onSaved={() => undefined} />
      )}
      <CustomersList
        companyId={companyId}
        customerHref={(id) => href(paths.companyCustomer, { id })}
        onEdit={(customer) => {
          setEditing(customer);
        }}
      />
    </InfoPage>
  );
}
