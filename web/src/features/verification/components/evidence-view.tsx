import type { EvidenceFile } from '@fixwell/common/companies/verification';
import { useQuery } from '@tanstack/react-query';

import { fetchEvidence } from '@/features/verification/api/verification-data';
import { useObjectUrl } from '@/hooks/use-object-url';
import { formatBytes } from '@/utils/format';

/**
 * One evidence file through GET /api/company-evidence (the ID token cannot ride on a plain link):
 * images inline, PDFs as a link that opens the file.
 */
export function EvidenceView({ file }: { file: EvidenceFile }) {
  const blob = useQuery({
    queryKey: ['verification', 'evidence', file.fileId],
    queryFn: () => fetchEvidence(file.fileId),
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const url = useObjectUrl(blob.data);
  const label = `${file.name} (${formatBytes(file.bytes)})`;
  if (blob.isError)
    return (
      <p className="form-field__error">
        {label}: we could not load this file.{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void blob.refetch()}
        >
          Try again
        </button>
      </p>
    );
  if (!url) return <p aria-busy="true">Loading {label}…</p>;
  if (file.contentType === 'application/pdf')
    return (
      <p>
        <a href={url} target="_blank" rel="noreferrer">
          Open {label}
        </a>
      </p>
    );
  return (
    <figure className="verification-admin__evidence">
      <img src={url} alt={`Evidence: ${file.name}`} />
      <figcaption>
        <a href={url} target="_blank" rel="noreferrer">
          Open {label}
        </a>
      </figcaption>
    </figure>
  );
}
