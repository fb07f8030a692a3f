import { BLOG_CATEGORIES } from '@fixwell/common/catalogue/catalogue-constants';
import { Link } from 'react-router';

import { BLOG_CATEGORY_LABELS, type BlogCategory } from '@/features/articles/article-utils';

import './articles.css';

export type CategoryFilterProps = {
  /** The category shown, or null for all of them. */
  active: BlogCategory | null;
  /** The address of a category's first page; null is every category. */
  categoryHref: (category: BlogCategory | null) => string;
  label?: string;
};

/** Categories as links (they work without script and can be shared), the current one marked. */
export function CategoryFilter({
  active,
  categoryHref,
  label = 'Blog categories',
}: CategoryFilterProps) {
  const options: { value: BlogCategory | null; text: string }[] = [
    { value: null, text: 'All articles' },
    ...BLOG_CATEGORIES.map((category) => ({
      value: category,
      text: BLOG_CATEGORY_LABELS[category],
    })),
  ];
  return (
    <nav className="category-filter" aria-label={label}>
      <ul>
        {options.map(({ value, text }) => (
          <li key={value ?? 'all'}>
            <Link
              to={categoryHref(value)}
              className="category-filter__link"
              aria-current={value === active ? 'page' : undefined}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
