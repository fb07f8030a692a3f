import { ArticlePage } from '@/app/routes/content/article-page';
import { useRouteParams } from '@/app/routes/route-params';

export default function BlogPostPage() {
  const { slug = '' } = useRouteParams();
  return <ArticlePage section="blog" slug={slug} />;
}
