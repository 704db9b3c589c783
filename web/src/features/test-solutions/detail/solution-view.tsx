import { Alert, Anchor, Badge, Button, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TestSolution } from '@studio/api';
import { formatAmounts } from '@studio/core';
import { IconFileTypePdf, IconPencil, IconSend, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { useCanEditDuts } from '../../../lib/current-user';
import { describeError } from '../../../lib/describe-error';
import { formatUpdated } from '../../../lib/format';
import { addressLine } from '../configure/address-step';
import { configureHrefOf } from '../configure/configure-state';
import { FixturePreview } from '../price/fixture-preview';
import { PriceTable } from '../price/price-table';
import { quoteDocumentHref, useDeleteSolution, useIssueQuote, useSolutionQuotes } from '../solution-queries';
import { SubmitOrderDialog } from './submit-order-dialog';
import { SolutionStatusBadge } from '../solution-status';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function SolutionActions({ solution }: { solution: TestSolution }) {
  const canEdit = useCanEditDuts();
  const navigate = useNavigate();
  const issue = useIssueQuote(solution.id);
  const quotes = useSolutionQuotes(solution.id).data ?? [];
  const remove = useDeleteSolution();
  const [confirming, setConfirming] = useState<'submit' | 'delete' | null>(null);
  const draft = solution.status === 'draft';
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={issue.isPending}
        onClick={() =>
          issue.mutate(undefined, {
            onSuccess: (q) => notify({ color: 'positive', message: `Quote ${q.label} issued.` }),
            onError: (error) => notify({ color: 'negative', message: describeError(error) }),
          })
        }
      >
        Issue quote
      </Button>
      {quotes[0] && (
        <Button
          component="a"
          href={quoteDocumentHref(quotes[0].id)}
          download
          variant="default"
          leftSection={<IconFileTypePdf size={16} />}
        >
          {quotes[0].label} (PDF)
        </Button>
      )}
      {!draft && solution.orderId && (
        <Button
          component={Link}
          to={`/delivery-orders/${solution.orderId}`}
          leftSection={<IconTruckDelivery size={16} />}
        >
          Follow order {solution.orderNumber}
        </Button>
      )}
      {draft && canEdit && (
        <>
          <Button
            component={Link}
            to={configureHrefOf(solution)}
            variant="default"
            leftSection={<IconPencil size={16} />}
          >
            Edit
          </Button>
          <Button
            variant="subtle"
            color="negative"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirming('delete')}
          >
            Delete
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            disabled={solution.blocks.length > 0}
            onClick={() => setConfirming('submit')}
          >
            Submit order
          </Button>
        </>
      )}
      {confirming === 'submit' && (
        <SubmitOrderDialog solution={solution} onClose={() => setConfirming(null)} />
      )}
      <ConfirmDialog
        opened={confirming === 'delete'}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(solution.id, {
            onSuccess: () => {
              notify({ color: 'positive', message: 'Draft deleted.' });
              navigate('/test-solution');
            },
            onError: (error) => notify({ color: 'negative', message: describeError(error) }),
          })
        }
        onCancel={() => setConfirming(null)}
      >
        The draft and its choices are deleted. The test config and its versions stay.
      </ConfirmDialog>
    </>
  );
}

/** `/test-solution/{id}`: the fixture preview, BOM and price, lead time, quote and Submit. */
export function SolutionView({ solution }: { solution: TestSolution }) {
  const { price, design } = solution;
  const title = solution.title || `${solution.dut.name} fixture`;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {title}
            </Title>
            <SolutionStatusBadge solution={solution} />
          </Group>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={`/dut/${solution.dut.id}`} size="sm">
              {solution.dut.name}
            </Anchor>{' '}
            · {solution.testConfig.name} version {solution.versionNumber} ·{' '}
            {solution.submittedAt
              ? `submitted ${formatUpdated(solution.submittedAt)}`
              : `updated ${formatUpdated(solution.updatedAt)}`}
          </Text>
        </Stack>
        <Group gap="xs">
          <SolutionActions solution={solution} />
        </Group>
      </Group>
      {solution.status === 'draft' && solution.blocks.length > 0 && (
        <Alert color="warning" variant="light" title="This draft cannot be ordered yet">
          <List size="sm" spacing={2}>
            {solution.blocks.map((b) => (
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
      )}
      {solution.status === 'submitted' && (
        <Text size="sm" c="dimmed">
          Submitted solutions are frozen: the prices, parts and addresses below are those of the order,
          whatever the catalog says today.
        </Text>
      )}
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Fixture
              </Title>
              <FixturePreview design={design} />
              {design.verdict !== 'pass' && (
                <Badge variant="light" color={design.verdict === 'fail' ? 'negative' : 'warning'}>
                  Design {design.verdict}
                  {design.failingRules.length ? `: ${design.failingRules.join(', ')}` : ''}
                </Badge>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Fact label="Total">
                  <Text fw={700} size="lg" data-testid="solution-header-total">
                    {formatAmounts(price.totals)}
                  </Text>
                </Fact>
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Fact label="Lead time">{price.leadTime.days} working days</Fact>
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Fact label="Fixture kit">
                  {design.kit ? `${design.kit.name} (${design.kit.partNumber})` : '—'}
                </Fact>
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Fact label="Quantity">
                  {solution.selection.quantity} {solution.selection.quantity === 1 ? 'fixture' : 'fixtures'}
                  {solution.selection.spareProbesPercent
                    ? `, ${solution.selection.spareProbesPercent} % spare probes`
                    : ''}
                </Fact>
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Fact label="Ship to">
                  {solution.shippingAddress ? addressLine(solution.shippingAddress) : 'Not chosen'}
                </Fact>
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Fact label="Bill to">
                  {solution.billingAddress ? addressLine(solution.billingAddress) : 'Not chosen'}
                </Fact>
              </Grid.Col>
            </Grid>
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Bill of materials and price
          </Title>
          <PriceTable price={price} />
        </Stack>
      </Paper>
    </Stack>
  );
}
