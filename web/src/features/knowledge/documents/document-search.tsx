import { Anchor, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DocumentFormat, type SearchHit } from '@studio/api';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { FORMAT_LABELS } from '../document-status';
import { useKnowledgeSearch } from '../knowledge-queries';
import { Snippet } from './snippet';

export const passageHref = (hit: Pick<SearchHit, 'documentId' | 'passageId'>) =>
  `/knowledge-management/documents/${hit.documentId}?passage=${hit.passageId}#passage-${hit.passageId}`;

export function hitPlace(hit: Pick<SearchHit, 'page' | 'heading'>): string {
  return [hit.page !== null ? `page ${hit.page}` : null, hit.heading || null].filter(Boolean).join(' · ');
}

/**
 * The knowledge base's search box (the address keeps `q` and `format`). Without a query it shows
 * `children` (the document list); with one, the passages found, best first, each linking to its
 * place in the document's preview.
 */
export function DocumentSearch({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const format = params.get('format');
  useEffect(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);
  const apiQuery = debounced
    ? new URLSearchParams({ q: debounced, limit: '30', ...(format ? { format } : {}) }).toString()
    : null;
  const search = useKnowledgeSearch(apiQuery);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          flex="1 1 280px"
          label="Search the documents"
          placeholder="Words, part numbers, net names"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          type="search"
        />
        <Select
          w={160}
          label="Type"
          placeholder="All types"
          clearable
          data={DocumentFormat.options.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
          value={format}
          onChange={(value) =>
            setParams((prev) => {
              const next = new URLSearchParams(prev);
              if (value) next.set('format', value);
              else next.delete('format');
              return next;
            })
          }
        />
      </Group>
      {apiQuery === null ? (
        children
      ) : search.isPending ? (
        <LoadingLines lines={4} />
      ) : search.isError ? (
        <QueryError error={search.error} onRetry={() => search.refetch()} />
      ) : search.data.hits.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          No passage matches “{debounced}”
          {format ? ` in ${FORMAT_LABELS[format as DocumentFormat]} documents` : ''}. Try other words, or
          fewer of them.
        </Text>
      ) : (
        <Stack gap="xs">
          {!search.data.confident && (
            <Text size="sm" c="dimmed" data-testid="search-not-answered">
              No passage covers much of “{debounced}”: these are only the nearest ones, and they may not
              answer it.
            </Text>
          )}
          <Stack
            gap="xs"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={search.data.confident ? 'Search results' : 'Related passages'}
          >
            {search.data.hits.map((hit) => (
              <Card
                component="li"
                key={hit.passageId}
                withBorder
                padding="sm"
                radius="md"
                data-hit={hit.documentName}
              >
                <Group gap="xs" wrap="wrap" mb={4}>
                  <Anchor component={Link} to={passageHref(hit)} fw={600} style={{ wordBreak: 'break-word' }}>
                    {hit.documentName}
                  </Anchor>
                  {hitPlace(hit) && (
                    <Text size="xs" c="dimmed">
                      {hitPlace(hit)}
                    </Text>
                  )}
                </Group>
                <Snippet parts={hit.snippet} />
              </Card>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
