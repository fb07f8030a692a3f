import { ComparisonTable } from '@/components/content/comparison-table';
import { Prose } from '@/components/content/prose';
import type { ArticleBlock } from '@/features/articles/article-utils';

import './articles.css';

/** `Why damp appears` → `why-damp-appears`, so a heading can be linked to. */
export function headingAnchor(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** One anchor per heading, numbered when two headings read the same. */
function headingAnchors(blocks: readonly ArticleBlock[]): Map<number, string> {
  const used = new Map<string, number>();
  const anchors = new Map<number, string>();
  blocks.forEach((block, index) => {
    if (block.type !== 'h2' && block.type !== 'h3') return;
    const base = headingAnchor(block.text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    anchors.set(index, seen === 0 ? base : `${base}-${seen + 1}`);
  });
  return anchors;
}

function Block({ block, anchor }: { block: ArticleBlock; anchor: string | undefined }) {
  switch (block.type) {
    case 'h2':
      return (
        <h2 id={anchor} className="article-body__heading">
          {block.text}
        </h2>
      );
    case 'h3':
      return (
        <h3 id={anchor} className="article-body__heading">
          {block.text}
        </h3>
      );
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case 'tip':
      return (
        <aside className="article-tip" aria-label="Tip">
          <p>
            <strong className="article-tip__label">Tip: </strong>
            {block.text}
          </p>
        </aside>
      );
    case 'table': {
      const [rowHeaderLabel = '', ...columns] = block.head;
      return (
        <ComparisonTable
          caption={block.caption}
          rowHeaderLabel={rowHeaderLabel}
          columns={columns}
          rows={block.rows.map(({ cells: [label = '', ...cells] }) => ({ label, cells }))}
        />
      );
    }
  }
}

/**
 * An article's body as semantic HTML: headings with anchors, paragraphs, lists, tips as asides and
 * tables with a caption and column and row headers. Text is rendered as text, never as HTML.
 */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  const anchors = headingAnchors(blocks);
  return (
    <Prose className="article-body">
      {blocks.map((block, index) => (
        <Block key={index} block={block} anchor={anchors.get(index)} />
      ))}
    </Prose>
  );
}

/**
 * A post published from the admin blog: HTML rendered on the server by the one Markdown renderer
 * (common/src/content/markdown.ts), which escapes raw HTML and allow-lists every address, so it
 * is safe to put in the page as it is.
 */
export function ArticleHtml({ html }: { html: string }) {
  return <div className="prose article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
