import type { MessageAttachment } from '@fixwell/common/conversations/conversation';

import { useAttachmentBlob } from '@/features/conversations/api/get-attachment';
import { formatBytes } from '@/features/conversations/format-chat';
import { useObjectUrl } from '@/hooks/use-object-url';

/** A photo shown inline, a PDF as a download link: both fetched with the person's ID token. */
export function AttachmentView({ attachment }: { attachment: MessageAttachment }) {
  const file = useAttachmentBlob(attachment.id);
  const url = useObjectUrl(file.data);
  const size = formatBytes(attachment.bytes);

  if (file.isError) {
    return (
      <p className="chat-attachment chat-attachment--failed" role="alert">
        {attachment.name}: {file.error.message}{' '}
        <button type="button" className="link-button" onClick={() => void file.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!url) {
    return (
      <p className="chat-attachment" role="status">
        Loading {attachment.name}…
      </p>
    );
  }
  if (attachment.contentType.startsWith('image/')) {
    return (
      <a className="chat-attachment" href={url} target="_blank" rel="noopener noreferrer">
        <img className="chat-attachment__image" src={url} alt={attachment.name} />
      </a>
    );
  }
  return (
    <a className="chat-attachment chat-attachment--file" href={url} download={attachment.name}>
      Download {attachment.name} ({size})
    </a>
  );
}
