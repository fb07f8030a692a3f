import { useRef } from 'react';

import { FormField } from '@/components/form/form-field';
import { toast } from '@/components/toast/toast-store';

import './quote-widget.css';

/**
 * The embed code, read-only, with a Copy button. Where the clipboard is not available (an
 * insecure origin, a refused permission) the code is selected so the company can copy it itself.
 */
export function EmbedSnippet({ snippet }: { snippet: string }) {
  const codeRef = useRef<HTMLTextAreaElement>(null);

  function selectCode() {
    codeRef.current?.focus();
    codeRef.current?.select();
  }

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(snippet);
      toast.success('Embed code copied', 'Paste it into your website where the form should go.');
    } catch {
      selectCode();
      toast.warning(
        'We could not copy the code',
        'It is selected for you: press Ctrl+C (or ⌘+C on a Mac) to copy it.',
      );
    }
  }

  return (
    <div className="widget-snippet">
      <FormField
        label="Embed code"
        hint="Paste this into the HTML of the page where the form should appear."
      >
        {(control) => (
          <textarea
            {...control}
            ref={codeRef}
            className="widget-snippet__code"
            readOnly
            spellCheck={false}
            value={snippet}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
      </FormField>
      <div className="widget-snippet__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          Copy code
        </button>
      </div>
    </div>
  );
}
