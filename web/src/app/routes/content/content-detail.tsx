import { ArticlePage } from '@/app/routes/content/article-page';
import { useRouteParams } from '@/app/routes/route-params';
import { isContentType } from '@/app/routes/route-validators';

export default function ContentDetailPage() {
  const { contentType, slug = '' } = useRouteParams();
  // The route's validator has already turned any other section away with a 404.
  return <ArticlePage section={isContentType(contentType) ? contentType : 'guides'} slug={slug} />;
}
