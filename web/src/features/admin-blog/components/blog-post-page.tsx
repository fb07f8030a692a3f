import { QueryState } from '@/components/query-state';
import { LoadingBlock } from '@/components/loading-block';
import { useBlogCategories } from '@/features/admin-blog/api/get-blog-categories';
import { useBlogPost } from '@/features/admin-blog/api/get-blog-posts';
import { BlogPostEditor } from '@/features/admin-blog/components/blog-post-editor';

const placeholder = <LoadingBlock label="Loading the editor…" lines={8} minHeight="60vh" />;

/** A new post (no id) or a saved one, with the categories to choose from. */
export function BlogPostEditorSection({ id }: { id: string | null }) {
  const categories = useBlogCategories();
  return (
    <QueryState query={categories} what="the categories" placeholder={placeholder}>
      {(list) =>
        id ? (
          <SavedPost id={id} categories={list} />
        ) : (
          <BlogPostEditor post={null} categories={list} />
        )
      }
    </QueryState>
  );
}

function SavedPost({
  id,
  categories,
}: {
  id: string;
  categories: Parameters<typeof BlogPostEditor>[0]['categories'];
}) {
  const post = useBlogPost(id);
  return (
    <QueryState query={post} what="the post" placeholder={placeholder}>
      {(found) =>
        found ? (
          // A fresh editor per post, so one post's text never shows under another's address.
          <BlogPostEditor key={found.id} post={found} categories={categories} />
        ) : (
          <p>We could not find that post. It may have been deleted.</p>
        )
      }
    </QueryState>
  );
}
