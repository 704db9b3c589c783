import { Anchor, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconChecklist,
  IconCpu,
  IconListCheck,
  IconSettingsAutomation,
  IconTool,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Section } from '../../components/section';

const STEPS: { icon: ReactNode; title: string; text: string; link?: { to: string; label: string } }[] = [
  {
    icon: <IconCpu size={18} />,
    title: 'Import the board',
    text: 'Upload the design package (KiCad, Gerber + Excellon + position files, IPC-D-356, a test-point CSV); Studio reads outline, pads, nets and test points.',
  },
  {
    icon: <IconSettingsAutomation size={18} />,
    title: 'Configure the test',
    text: 'Studio proposes the probed test points, guide pins and pressure pins; you confirm them on the board view.',
  },
  {
    icon: <IconChecklist size={18} />,
    title: 'Check testability',
    text: 'A DFT report grades pad sizes, spacings and access, and points at every problem on the board.',
  },
  {
    icon: <IconListCheck size={18} />,
    title: 'Plan the tests',
    text: 'A test strategy built from the board: power rails, programming, buses, clocks, LEDs and buttons.',
  },
  {
    icon: <IconTool size={18} />,
    title: 'Design the fixture',
    text: 'Kit, probes, receptacles and plates, priced from the catalog, with drill files and a 3D view.',
    link: { to: '/test-solution/configure', label: 'Configure a test solution' },
  },
  {
    icon: <IconTruckDelivery size={18} />,
    title: 'Order it',
    text: 'Send the fixture to one of your addresses and follow it from submission to delivery.',
    link: { to: '/delivery-orders', label: 'Delivery orders' },
  },
];

/** What Studio does: the workflow in six steps; the last two lead to the fixture's screens. */
export function HowStudioWorks() {
  return (
    <Section
      title="How Studio works"
      description="From a board design to a bed-of-nails fixture on your bench."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
        {STEPS.map((step, index) => (
          <Stack key={step.title} gap={4}>
            <ThemeIcon variant="light" color="accent" radius="md" size={32} aria-hidden>
              {step.icon}
            </ThemeIcon>
            <Text fw={600} size="sm">
              {index + 1}. {step.title}
            </Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
            {step.link && (
              <Anchor component={Link} to={step.link.to} size="sm" fw={500}>
                {step.link.label}
              </Anchor>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
