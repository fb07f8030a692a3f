import { InfoPage } from '@/app/routes/info-page';
import { useLocationIndex, useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';
import { SiteImagesAdmin } from '@/features/site-images/components/site-images-admin';

export default function SiteImagesPage() {
  const services = useServiceIndex({ includeHidden: true }) ?? [];
  const towns = useLocationIndex() ?? [];
  return (
    <InfoPage
      heading="Site images"
      description="The hero and share images public pages show. Each upload is resized for phones and large screens; pages pick up a change within minutes, without a deploy."
    >
      <SiteImagesAdmin
        services={services.map(({ slug, name }) => ({ slug, name }))}
        towns={towns.map(({ slug, name }) => ({ slug, name }))}
      />
    </InfoPage>
  );
}
