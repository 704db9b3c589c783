import { Accordion, Badge, Group, Pagination, Stack, Text } from '@mantine/core';
import type { BoardLookup } from './finding-features';
import { pageCount, pageOf, type RuleGroup } from './finding-groups';
import { IssueItem } from './issue-item';
import { plural, SEVERITY_COLORS } from './report-format';

/** Issues shown per page of a rule group: big reports stay light (a group can hold 50 000). */
export const ISSUES_PAGE_SIZE = 25;

export interface IssueGroupProps {
  group: RuleGroup;
  expanded: boolean;
  page: number;
  onPage(page: number): void;
  lookup: BoardLookup;
  selected: number | null;
  onSelect(index: number): void;
}

/** One rule's issues at one severity: a collapsed heading with the count; open, a page of issues. */
export function IssueGroup({ group, expanded, page, onPage, lookup, selected, onSelect }: IssueGroupProps) {
  const pages = pageCount(group.items.length, ISSUES_PAGE_SIZE);
  const current = Math.min(page, pages);
  return (
    <Accordion.Item value={group.key} data-group={group.key}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap" justify="space-between" pr="xs">
          <Text size="sm" fw={500}>
            {group.title}
          </Text>
          <Badge color={SEVERITY_COLORS[group.severity]} variant="light" style={{ flexShrink: 0 }}>
            {group.items.length.toLocaleString('en-US')}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {expanded && (
          <Stack gap={4}>
            {pageOf(group.items, current, ISSUES_PAGE_SIZE).map(({ index, finding }) => (
              <IssueItem
                key={index}
                index={index}
                finding={finding}
                features={finding.features.map((id) => lookup.resolve(id))}
                selected={selected === index}
                onSelect={onSelect}
              />
            ))}
            {pages > 1 && (
              <Group justify="space-between" gap="xs" mt="xs">
                <Text size="xs" c="dimmed">
                  {((current - 1) * ISSUES_PAGE_SIZE + 1).toLocaleString('en-US')}–
                  {Math.min(current * ISSUES_PAGE_SIZE, group.items.length).toLocaleString('en-US')} of{' '}
                  {plural(group.items.length, 'issue')}
                </Text>
                <Pagination
                  size="sm"
                  total={pages}
                  value={current}
                  onChange={onPage}
                  siblings={0}
                  boundaries={1}
                  getControlProps={(control) => ({ 'aria-label': `${control} page of ${group.title}` })}
                  getItemProps={(n) => ({ 'aria-label': `Page ${n} of ${group.title}` })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
