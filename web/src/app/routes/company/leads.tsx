import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { href, paths } from '@/config/paths';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';
import { LeadsBoard } from '@/features/leads/components/leads-board';

export default function LeadsPage() {
  const companyId = useCompanyId();
  const services = useServiceIndex();
  return (
    <InfoPage
      heading="Leads"
      description="Quote requests from homeowners in your area that match your trades, as they arrive."
    >
      <LeadsBoard
        companyId={companyId}
        services={services}
        leadHref={(lead) =>
          lead.status === 'accepted'
            ? href(paths.companyMyLeadView, { id: lead.id })
            : href(paths.companyLead, { id: lead.id })
        }
        myLeadsHref={paths.companyMyLeads}
      />
    </InfoPage>
  );
}
