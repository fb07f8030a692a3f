import { useRouteParams } from '@/app/routes/route-params';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { BlogNav } from '@/features/admin-blog/components/blog-nav';
import { BlogPostEditorSection } from '@/features/admin-blog/components/blog-post-page';

export default function BlogEditPage() {
  const { id = '' } = useRouteParams();
  return (
    <article className="page">
      <Seo title="Edit blog post" description="Change, publish or unpublish a post." noindex />
      <PageHero heading="Edit blog post" />
      <BlogNav />
      <BlogPostEditorSection id={id} />
    </article>
  );
}
