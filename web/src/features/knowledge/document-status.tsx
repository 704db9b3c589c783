import { Badge, Loader, Tooltip } from '@mantine/core';
import type { DocumentFormat, DocumentStatus } from '@studio/api';

const LOOK: Record<DocumentStatus, { label: string; color: string; description: string }> = {
  queued: { label: 'Queued', color: 'gray', description: 'Waiting to be read and indexed.' },
  processing: { label: 'Indexing', color: 'info', description: 'Its text is being read and indexed.' },
  ready: { label: 'Ready', color: 'positive', description: 'Indexed: search and the assistant find it.' },
  failed: {
    label: 'Failed',
    color: 'negative',
    description: 'It could not be indexed: see why on its page.',
  },
};

export const FORMAT_LABELS: Record<DocumentFormat, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  opendocument: 'OpenDocument',
  markdown: 'Markdown',
  text: 'Text',
  html: 'HTML',
  csv: 'CSV',
};

/** A document's indexing status; a spinner while it is queued or being indexed. */
export function DocumentStatusBadge({
  status,
  progress,
}: {
  status: DocumentStatus;
  progress?: number | null;
}) {
  const look = LOOK[status];
  const busy = status === 'queued' || status === 'processing';
  const percent = status === 'processing' && progress ? ` ${Math.round(progress * 100)} %` : '';
  return (
    <Tooltip label={look.description} openDelay={400}>
      <Badge
        color={look.color}
        variant="light"
        size="sm"
        data-status={status}
        style={{ flexShrink: 0 }}
        leftSection={busy ? <Loader size={10} color={look.color} aria-hidden /> : undefined}
      >
        {look.label}
        {percent}
      </Badge>
    </Tooltip>
  );
}

/** "1 passage", "3 pages". */
export const countOf = (n: number, noun: string) =>
  `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
