import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { href, paths } from '@/config/paths';
import { MyLeadsList } from '@/features/leads/components/my-leads-list';

export default function MyLeadsPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="My leads"
      description="The leads you have accepted, with each customer's contact details."
    >
      <MyLeadsList
        companyId={companyId}
        myLeadHref={(leadId) => href(paths.companyMyLeadView, { id: leadId })}
        leadsHref={paths.companyLeads}
      />
    </InfoPage>
  );
}
