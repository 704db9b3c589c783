import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import type { Dut, RevisionCompareResponse } from '@studio/api';
import { IconDownload, IconGitCompare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { Section } from '../../components/section';
import { isApiError } from '../../lib/api-error';
import { deltaZipUrl, useRevisionCompare } from './revision-queries';
import { VerdictBadge, VERDICT_LABEL } from './verdict-badge';

const revName = (r: { name: string; revision: string }) => (r.revision ? `rev ${r.revision}` : r.name);

/** The verdict sentence: whose fixture, from which version, on which board. */
export function verdictSentence(r: RevisionCompareResponse): string {
  return `The fixture of ${revName(r.a)} (test config “${r.testConfig.name}” v${r.testConfig.version}) on ${revName(r.b)}: ${VERDICT_LABEL[r.comparison.verdict].toLowerCase()}.`;
}

/**
 * On the page of a DUT that is a new revision: whether the fixture of the previous revision (its
 * newest saved test-config version) still serves this board, why not, and the way to the compare
 * view and the delta files.
 */
export function RevisionCheckSection({ dut }: { dut: Dut }) {
  const compare = useRevisionCompare(dut.id, {}, dut.updatedAt, dut.board !== null);
  return (
    <Section
      id="revision-check"
      title="Fixture of the previous revision"
      description="Is the fixture built for the previous revision still good for this board?"
      actions={
        compare.data && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`/dut/${dut.id}/compare`}
              leftSection={<IconGitCompare size={14} />}
            >
              Compare revisions
            </Button>
            {compare.data.deltaFiles.length > 0 && (
              <Button
                size="xs"
                variant="default"
                component="a"
                href={deltaZipUrl(dut.id, {})}
                download
                leftSection={<IconDownload size={14} />}
              >
                Delta files
              </Button>
            )}
          </Group>
        )
      }
    >
      {compare.isPending ? (
        <LoadingLines lines={2} />
      ) : compare.isError ? (
        isApiError(compare.error) && compare.error.status === 409 ? (
          <Text size="sm" c="dimmed">
            {compare.error.message}{' '}
            <Anchor component={Link} to={`/dut/${dut.previousRevisionId}`} size="sm">
              Open the previous revision
            </Anchor>
          </Text>
        ) : (
          <QueryError error={compare.error} onRetry={() => compare.refetch()} />
        )
      ) : (
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <VerdictBadge verdict={compare.data.comparison.verdict} size="lg" style={{ flexShrink: 0 }} />
            <Text size="sm">{verdictSentence(compare.data)}</Text>
          </Group>
          {compare.data.comparison.reasons.length > 0 && (
            <List size="sm" spacing={2}>
              {compare.data.comparison.reasons.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Section>
  );
}
