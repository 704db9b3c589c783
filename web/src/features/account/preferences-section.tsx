import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Me, Theme, Units } from '@studio/api';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { describeError } from '../../lib/describe-error';
import { useUpdatePreferences } from './me-mutations';

function Choice<T extends string>({
  id,
  label,
  description,
  value,
  data,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  value: T;
  data: { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(v) => onChange(v as T)}
        data={data}
        fullWidth
      />
      <Text size="xs" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}

export function PreferencesSection({ me }: { me: Me }) {
  const update = useUpdatePreferences();
  const save = (body: { units?: Units; theme?: Theme }) =>
    update.mutate(body, { onError: (error) => notify({ color: 'negative', message: describeError(error) }) });

  return (
    <Section id="preferences" title="Preferences" description="Saved with your account, on every device.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={720}>
        <Choice<Units>
          id="pref-units"
          label="Units"
          description="Lengths on boards, reports and drawings: millimetres or mil (thousandths of an inch)."
          value={me.preferences.units}
          data={[
            { value: 'mm', label: 'Millimetres (mm)' },
            { value: 'mil', label: 'Mil' },
          ]}
          onChange={(units) => save({ units })}
        />
        <Choice<Theme>
          id="pref-theme"
          label="Theme"
          description="Auto follows your operating system."
          value={me.preferences.theme}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
            { value: 'auto', label: 'Auto' },
          ]}
          onChange={(theme) => save({ theme })}
        />
      </SimpleGrid>
    </Section>
  );
}
