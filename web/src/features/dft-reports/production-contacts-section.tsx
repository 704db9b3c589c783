import { List, Text } from '@mantine/core';
import { ProductionContacts } from '@studio/api';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../components/section';
import { apiFetch } from '../../lib/api-client';

/**
 * The line's lesson for the next revision (issue 32): test points of this DUT whose suspect-contact
 * rate in production reaches the threshold. Shown only once the DUT has production runs.
 */
export function ProductionContactsSection({ dutId }: { dutId: string }) {
  const contacts = useQuery({
    queryKey: ['company', 'results', 'production-contacts', dutId],
    queryFn: ({ signal }) =>
      apiFetch(`/duts/${encodeURIComponent(dutId)}/production-contacts`, {
        schema: ProductionContacts,
        signal,
      }),
  });
  const data = contacts.data;
  if (!data || data.runs === 0) return null;
  return (
    <Section
      title="Production"
      description={`${data.runs.toLocaleString('en-US')} runs in the last ${data.days} days; a test point is listed from ${(data.threshold * 100).toFixed(0)} % suspect contacts over at least ${data.minRuns} runs.`}
    >
      {data.poorContacts.length === 0 ? (
        <Text size="sm">No test point contacts poorly in production.</Text>
      ) : (
        <List size="sm" aria-label="Poor contacts in production">
          {data.poorContacts.map((c) => (
            <List.Item key={c.probe}>
              <Text span fw={600}>
                {c.probe}
              </Text>
              : {c.text}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
