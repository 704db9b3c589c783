import { Badge, Button, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { ADMIN_ROLES, type CompanySummary, EDITOR_ROLES, type Me } from '@studio/api';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Section } from '../../components/section';
import { useAddresses } from '../addresses/address-queries';
import { useMembers } from '../company/company-queries';
import { useDutList } from '../duts/dut-queries';
import { dutListQuery } from '../duts/list/list-params';

interface Step {
  key: string;
  title: string;
  detail: string;
  done: boolean;
  action?: ReactNode;
}

function StepRow({ step }: { step: Step }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
        <ThemeIcon variant="light" radius="xl" size={28} color={step.done ? 'positive' : 'gray'} aria-hidden>
          {step.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={500} size="sm">
            {step.title}
            <VisuallyHidden>{step.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
          </Text>
          <Text size="xs" c="dimmed">
            {step.detail}
          </Text>
        </Stack>
      </Group>
      {!step.done && step.action && <div style={{ flexShrink: 0 }}>{step.action}</div>}
    </Group>
  );
}

/** The first-run checklist for a user who works in a company. */
export function GettingStarted({ me, company }: { me: Me; company: CompanySummary }) {
  const addresses = useAddresses();
  const members = useMembers();
  const duts = useDutList(dutListQuery(1));
  const canEdit = EDITOR_ROLES.includes(company.role);
  const canAdmin = ADMIN_ROLES.includes(company.role);
  const hasShipping = (addresses.data ?? []).some((a) => a.kind === 'shipping');
  const colleagues = (members.data?.length ?? 1) - 1;

  const steps: Step[] = [
    {
      key: 'company',
      title: 'Create or join a company',
      detail: `You work in ${company.name}.`,
      done: true,
    },
    {
      key: 'dut',
      title: 'Import your first board',
      detail: canEdit
        ? 'Create a DUT and drop its design package: KiCad, Gerbers, IPC-D-356 or a test-point CSV.'
        : 'An engineer of your company creates a DUT and uploads its design package.',
      done: (duts.data?.total ?? 0) > 0,
      action: canEdit && (
        <Button size="xs" variant="light" component={Link} to="/dut/create">
          New DUT
        </Button>
      ),
    },
    {
      key: 'address',
      title: 'Add a shipping address',
      detail: canEdit
        ? 'Fixtures you order are delivered there; add a billing address too.'
        : 'An engineer or admin of your company adds the delivery addresses.',
      done: hasShipping,
      action: canEdit && (
        <Button size="xs" variant="light" component={Link} to="/settings/addresses/new?kind=shipping">
          Add address
        </Button>
      ),
    },
    {
      key: 'colleagues',
      title: 'Invite your colleagues',
      detail:
        colleagues > 0
          ? `${colleagues} colleague${colleagues === 1 ? '' : 's'} work${colleagues === 1 ? 's' : ''} with you.`
          : canAdmin
            ? 'Engineers design fixtures, viewers follow along.'
            : 'Owners and admins of your company send the invitations.',
      done: colleagues > 0,
      action: canAdmin && (
        <Button size="xs" variant="light" component={Link} to="/settings/company#invitations">
          Invite
        </Button>
      ),
    },
    {
      key: 'two-factor',
      title: 'Turn on two-factor authentication',
      detail: 'A code from your phone protects your designs even if your password leaks.',
      done: me.user.twoFactorEnabled,
      action: (
        <Button size="xs" variant="light" component={Link} to="/settings#two-factor">
          Set up
        </Button>
      ),
    },
  ];
  const done = steps.filter((s) => s.done).length;

  return (
    <Section
      title="Getting started"
      description="A few steps before your first fixture."
      actions={
        <Badge variant="light" color={done === steps.length ? 'positive' : 'primary'}>
          {done} of {steps.length} done
        </Badge>
      }
    >
      <Progress
        value={(done / steps.length) * 100}
        size="sm"
        mb="sm"
        aria-label="Setup progress"
        color="positive"
      />
      <Stack gap={0}>
        {steps.map((step) => (
          <StepRow key={step.key} step={step} />
        ))}
      </Stack>
    </Section>
  );
}
