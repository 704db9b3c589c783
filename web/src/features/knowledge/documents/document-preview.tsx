import { Alert, Anchor, Badge, Box, Card, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { KnowledgeDocument, Passage } from '@studio/api';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Fragment, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { formatBytes, formatUpdated } from '../../../lib/format';
import { countOf, DocumentStatusBadge, FORMAT_LABELS } from '../document-status';
import { useDocument, usePassages } from '../knowledge-queries';
import { DocumentActions } from './document-actions';

/**
 * One document: its facts and status (the reason when it failed, warnings when some text could not
 * be read), and the preview of its extracted text as passages in reading order, with page numbers and
 * headings. `?passage=` (from a search result or a chat citation) marks that passage and scrolls to it.
 */
export function DocumentPreview({ id, canEdit }: { id: string; canEdit: boolean }) {
  const doc = useDocument(id);
  const navigate = useNavigate();
  if (doc.isPending) return <LoadingLines lines={6} />;
  if (doc.isError) return <QueryError error={doc.error} onRetry={() => doc.refetch()} />;
  const d = doc.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/knowledge-management/documents" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> Documents
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
            {d.name}
          </Title>
          <Group gap="xs">
            <DocumentStatusBadge status={d.status} progress={d.progress} />
            <Text size="sm" c="dimmed">
              {FORMAT_LABELS[d.format]} · {formatBytes(d.sizeBytes)}
              {d.pageCount ? ` · ${countOf(d.pageCount, 'page')}` : ''}
              {d.status === 'ready' ? ` · ${countOf(d.passageCount, 'passage')}` : ''} · added{' '}
              {formatUpdated(d.createdAt)}
              {d.uploadedBy ? ` by ${d.uploadedBy}` : ''}
            </Text>
            {d.embedded && (
              <Badge variant="outline" size="sm" color="gray">
                Searchable by meaning
              </Badge>
            )}
          </Group>
        </Stack>
        <DocumentActions
          document={d}
          canEdit={canEdit}
          onDeleted={() => navigate('/knowledge-management/documents')}
        />
      </Group>
      {d.status === 'processing' && (
        <Progress value={(d.progress ?? 0) * 100} size="sm" aria-label="Indexing progress" />
      )}
      {d.status === 'failed' && d.error && (
        <Alert
          color="negative"
          variant="light"
          title="This document could not be indexed"
          icon={<IconAlertTriangle size={18} />}
        >
          {d.error}
        </Alert>
      )}
      {d.warnings.length > 0 && (
        <Alert color="warning" variant="light" title="Part of it cannot be searched">
          {d.warnings.map((w) => (
            <Text key={w} size="sm">
              {w}
            </Text>
          ))}
        </Alert>
      )}
      <PassagesPreview document={d} />
    </Stack>
  );
}

function PassagesPreview({ document: d }: { document: KnowledgeDocument }) {
  const [params] = useSearchParams();
  const selected = params.get('passage');
  const passages = usePassages(d.id, d.passageCount > 0);
  const ready = passages.isSuccess;
  useEffect(() => {
    if (ready && selected)
      window.document.getElementById(`passage-${selected}`)?.scrollIntoView({ block: 'center' });
  }, [ready, selected]);
  if (d.passageCount === 0)
    return d.status === 'ready' || d.status === 'failed' ? null : (
      <Text c="dimmed" size="sm">
        The preview appears once the text has been read.
      </Text>
    );
  if (passages.isPending) return <LoadingLines lines={8} />;
  if (passages.isError) return <QueryError error={passages.error} onRetry={() => passages.refetch()} />;
  return (
    <Card withBorder radius="md" padding="md" aria-label="Extracted text">
      <Stack gap="sm">
        {passages.data.map((p, i) => {
          const previous: Passage | undefined = passages.data[i - 1];
          const newPage = p.page !== null && p.page !== previous?.page;
          const newHeading = p.heading !== '' && (p.heading !== previous?.heading || newPage);
          const isSelected = p.id === selected;
          return (
            <Fragment key={p.id}>
              {newPage && (
                <Divider
                  label={`Page ${p.page}`}
                  labelPosition="left"
                  id={`page-${p.page}`}
                  mt={i === 0 ? 0 : 'sm'}
                />
              )}
              {newHeading && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
                  {p.heading}
                </Text>
              )}
              <Box
                id={`passage-${p.id}`}
                data-passage={p.seq}
                data-selected={isSelected || undefined}
                p={isSelected ? 'sm' : 0}
                bg={isSelected ? 'var(--mantine-color-secondary-light)' : undefined}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  borderLeft: isSelected ? '3px solid var(--mantine-color-secondary-filled)' : undefined,
                  scrollMarginTop: 80,
                }}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {p.text}
                </Text>
              </Box>
            </Fragment>
          );
        })}
      </Stack>
    </Card>
  );
}
