import { Anchor, Box, Card, Group, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { KnowledgeDocument } from '@studio/api';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { formatBytes, formatUpdated } from '../../../lib/format';
import { countOf, DocumentStatusBadge, FORMAT_LABELS } from '../document-status';
import { useDocumentList } from '../knowledge-queries';
import { DocumentActions } from './document-actions';

const PAGE_SIZE = 50;
const href = (d: KnowledgeDocument) => `/knowledge-management/documents/${d.id}`;

function facts(d: KnowledgeDocument): string {
  if (d.status !== 'ready') return formatBytes(d.sizeBytes);
  return [
    formatBytes(d.sizeBytes),
    d.pageCount ? countOf(d.pageCount, 'page') : null,
    countOf(d.passageCount, 'passage'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The company's documents, newest first: a table on wide screens, cards on phones. */
export function DocumentList({ canEdit, empty }: { canEdit: boolean; empty: ReactNode }) {
  const [page, setPage] = useState(1);
  const list = useDocumentList(`sort=createdAt&order=desc&page=${page}&pageSize=${PAGE_SIZE}`);
  if (list.isPending) return <LoadingLines lines={5} />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  const { items, total } = list.data;
  if (total === 0) return <>{empty}</>;
  return (
    <Stack gap="sm">
      <Box visibleFrom="md">
        <Table verticalSpacing="xs" highlightOnHover aria-label="Documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th w={40}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((d) => (
              <Table.Tr key={d.id} data-document={d.name}>
                <Table.Td maw={420}>
                  <Anchor component={Link} to={href(d)} fw={600} style={{ wordBreak: 'break-word' }}>
                    {d.name}
                  </Anchor>
                  {d.status === 'failed' && d.error && (
                    <Text size="xs" c="negative" lineClamp={2}>
                      {d.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{FORMAT_LABELS[d.format]}</Table.Td>
                <Table.Td>
                  <DocumentStatusBadge status={d.status} progress={d.progress} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{facts(d)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatUpdated(d.createdAt)}</Text>
                  {d.uploadedBy && (
                    <Text size="xs" c="dimmed">
                      by {d.uploadedBy}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <DocumentActions document={d} canEdit={canEdit} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="md" gap="xs">
        {items.map((d) => (
          <Card key={d.id} withBorder padding="sm" radius="md" data-document={d.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Anchor component={Link} to={href(d)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {d.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {FORMAT_LABELS[d.format]} · {facts(d)} · {formatUpdated(d.createdAt)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                <DocumentStatusBadge status={d.status} progress={d.progress} />
                <DocumentActions document={d} canEdit={canEdit} />
              </Group>
            </Group>
            {d.status === 'failed' && d.error && (
              <Text size="xs" c="negative" mt={4} lineClamp={3}>
                {d.error}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
