import { Alert, Anchor, List, Stack, Table, Text, TextInput } from '@mantine/core';
import type { Address, SolutionBasis } from '@studio/api';
import type { OrderBlock, SolutionSelection } from '@studio/core';
import { Link } from 'react-router';
import { useAddresses } from '../../addresses/address-queries';
import { addressLine } from './address-step';

/** Step 6: every choice in one place, what would still block the order, and the title. */
export function ReviewStep({
  basis,
  testConfigName,
  selection,
  shippingAddressId,
  billingAddressId,
  title,
  onTitle,
  blocks,
}: {
  basis: SolutionBasis;
  testConfigName: string;
  selection: SolutionSelection;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  title: string;
  onTitle(title: string): void;
  blocks: OrderBlock[];
}) {
  const addresses = useAddresses().data ?? [];
  const find = (id: string | null): Address | undefined => addresses.find((a) => a.id === id);
  const names = new Map(basis.options.map((o) => [o.partNumber, o.name]));
  const rows: [string, string][] = [
    ['Test config', `${testConfigName} · version ${basis.versionNumber}`],
    ['Fixture kit', basis.design.kit ? `${basis.design.kit.name} (${basis.design.kit.partNumber})` : '—'],
    ['Probes', `${basis.design.work.probes} per fixture, from the ${basis.design.probeSide}`],
    [
      'Options',
      selection.options.length === 0
        ? 'None added'
        : selection.options
            .map((o) => `${o.quantity} × ${names.get(o.partNumber) ?? o.partNumber}`)
            .join(', '),
    ],
    ['Spare probes', selection.spareProbesPercent ? `${selection.spareProbesPercent} %` : 'None'],
    ['Quantity', `${selection.quantity} ${selection.quantity === 1 ? 'fixture' : 'fixtures'}`],
    ['Ship to', find(shippingAddressId) ? addressLine(find(shippingAddressId)!) : 'Not chosen'],
    ['Bill to', find(billingAddressId) ? addressLine(find(billingAddressId)!) : 'Not chosen'],
  ];
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        description="How the solution and its order are named in lists, the quote and mails."
        placeholder="e.g. Line 3 fixture"
        maxLength={200}
        value={title}
        onChange={(e) => onTitle(e.currentTarget.value)}
      />
      <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w={120}>{k}</Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {blocks.length > 0 ? (
        <Alert color="warning" variant="light" title="You can save this draft, but not order it yet">
          <List size="sm" spacing={2}>
            {blocks.map((b) => (
              <List.Item key={b.code}>
                {b.message}{' '}
                {b.reportId && (
                  <Anchor component={Link} to={`/dft-report/${b.reportId}`} size="sm">
                    Open the report
                  </Anchor>
                )}
                {b.fix && (
                  <Anchor component={Link} to={b.fix.href} size="sm">
                    {b.fix.label}
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          Save the draft to get its quote (PDF) and submit the order from its page. Prices are the catalog’s
          today; submitting freezes them.
        </Text>
      )}
    </Stack>
  );
}
