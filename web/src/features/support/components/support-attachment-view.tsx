import type { SupportAttachment } from '@fixwell/common/support/support-ticket';

import { useSupportAttachmentBlob } from '@/features/support/api/get-support-attachment';
import { useObjectUrl } from '@/hooks/use-object-url';
import { formatBytes } from '@/utils/format';

/** A photo shown inline, a PDF as a download link; both fetched with the person's ID token. */
export function SupportAttachmentView({ attachment }: { attachment: SupportAttachment }) {
  const file = useSupportAttachmentBlob(attachment.id);
  const url = useObjectUrl(file.data);
  if (file.isError) {
    return (
      <p className="support-file support-file--failed" role="alert">
        {attachment.name}: {file.error.message}{' '}
        <button type="button" className="link-button" onClick={() => void file.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!url) return <p className="support-file">Loading {attachment.name}…</p>;
  if (attachment.contentType.startsWith('image/')) {
    return (
      <a className="support-file" href={url} target="_blank" rel="noopener noreferrer">
        <img className="support-file__image" src={url} alt={attachment.name} />
      </a>
    );
  }
  return (
    <a className="support-file" href={url} download={attachment.name}>
      Download {attachment.name} ({formatBytes(attachment.bytes)})
    </a>
  );
}
