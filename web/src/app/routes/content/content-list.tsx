import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { CONTENT_TYPE_LABELS, isContentType } from '@/app/routes/route-validators';

export default function ContentListPage() {
  const { contentType } = useRouteParams();
  // The route's validator has already turned anything else away with a 404.
  const label = isContentType(contentType) ? CONTENT_TYPE_LABELS[contentType] : 'Articles';

  return (
    <InfoPage
      title={label}
      heading={label}
      description={`${label} from Fixwell: practical articles for UK homeowners planning work on their home and choosing a tradesperson.`}
    />
  );
}
