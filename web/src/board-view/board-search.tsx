import { ActionIcon, Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { displayNetName } from '@studio/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { SearchMatch } from '../viewer';

const TYPE_LABELS: Record<SearchMatch['type'], string> = { component: 'component', net: 'net', pad: 'pad' };

export interface BoardSearchProps {
  onSearch(query: string): SearchMatch[];
  onPick(match: SearchMatch): void;
  /** The search was cleared (the × button, or the box emptied): take its emphasis away. */
  onClear(): void;
}

/**
 * Find a component ("U3"), a pad ("U3.14") or a net ("GND"): Enter focuses the best match, the
 * other matches stay listed to pick from.
 */
export function BoardSearch({ onSearch, onPick, onClear }: BoardSearchProps) {
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<SearchMatch[] | null>(null);
  const run = () => {
    const q = query.trim();
    setMatches(q ? onSearch(q) : null);
  };
  return (
    <Stack gap={4}>
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
        >
          <TextInput
            aria-label="Find a component, pad or net"
            placeholder="Find ref, pad or net (U3, U3.14, GND)"
            value={query}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setQuery(next);
              if (!next.trim() && query.trim()) {
                setMatches(null);
                onClear();
              }
            }}
            size="xs"
            leftSection={<IconSearch size={14} />}
            rightSectionWidth={query ? 52 : 28}
            rightSection={
              <Group gap={0} wrap="nowrap">
                {query && (
                  <CloseButton
                    size="xs"
                    aria-label="Clear board search"
                    onClick={() => {
                      setQuery('');
                      setMatches(null);
                      onClear();
                    }}
                  />
                )}
                <ActionIcon type="submit" size="sm" variant="subtle" aria-label="Find">
                  <IconSearch size={14} />
                </ActionIcon>
              </Group>
            }
          />
        </form>
      </search>
      {matches && matches.length === 0 && (
        <Text size="xs" c="dimmed" role="status">
          Nothing on this board matches “{query.trim()}”.
        </Text>
      )}
      {matches && matches.length > 1 && (
        <Group gap={4} role="list" aria-label="Search matches">
          {matches.slice(0, 8).map((m) => (
            <Button
              key={`${m.type}:${m.name}`}
              role="listitem"
              size="compact-xs"
              variant="default"
              onClick={() => onPick(m)}
              rightSection={
                <Badge size="xs" variant="transparent" color="gray" px={0}>
                  {TYPE_LABELS[m.type]}
                </Badge>
              }
            >
              {m.type === 'net' ? displayNetName(m.name) : m.name}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
