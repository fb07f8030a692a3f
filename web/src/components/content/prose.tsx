import type { ReactNode } from 'react';

import './content.css';

export type ProseProps = {
  children: ReactNode;
  className?: string;
};

/** Long-form text (paragraphs, lists, definition lists) at a readable line length. */
export function Prose({ children, className }: ProseProps) {
  return <div className={className ? `prose ${className}` : 'prose'}>{children}</div>;
}
