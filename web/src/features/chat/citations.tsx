import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { Citation } from '@studio/api';
import { IconDatabase, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';

const RECORD_KIND: Record<Extract<Citation, { kind: 'record' }>['recordType'], string> = {
  dut: 'DUT',
  testConfig: 'Test config',
  dftReport: 'DFT report',
  part: 'Part',
  order: 'Order',
};

/** Where a citation leads: the passage in its document's preview, or the record's page. */
export function citationHref(c: Citation): string {
  return c.kind === 'passage'
    ? `/knowledge-management/documents/${c.documentId}?passage=${c.passageId}#passage-${c.passageId}`
    : c.href;
}

export const citationAnchor = (messageId: string, n: number) => `cite-${messageId}-${n}`;

/** The sources an answer cites, numbered as in its text, each a link. */
export function Citations({ messageId, citations }: { messageId: string; citations: Citation[] }) {
  if (citations.length === 0) return null;
  return (
    <Stack gap={6} mt="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sources">
      {citations.map((c) => (
        <Card
          key={`${c.kind}-${c.n}`}
          component="li"
          id={citationAnchor(messageId, c.n)}
          withBorder
          padding="xs"
          radius="sm"
          data-citation={c.n}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="xs" fw={700} c="dimmed" w={22} style={{ flexShrink: 0 }}>
              [{c.n}]
            </Text>
            {c.kind === 'passage' ? (
              <IconFileText size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            ) : (
              <IconDatabase size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            )}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={citationHref(c)}
                size="sm"
                fw={600}
                style={{ wordBreak: 'break-word' }}
              >
                {c.kind === 'passage' ? c.documentName : c.label}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                {c.kind === 'passage'
                  ? [c.page !== null ? `page ${c.page}` : null, c.heading || null]
                      .filter(Boolean)
                      .join(' · ') || 'passage'
                  : `${RECORD_KIND[c.recordType]} · ${c.detail}`}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
