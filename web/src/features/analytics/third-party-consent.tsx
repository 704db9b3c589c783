import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePublicConfig } from '../../lib/me-queries';
import {
  type Consent,
  loadThirdPartyScripts,
  needsConsent,
  readConsent,
  saveConsent,
  scriptsToLoad,
} from './third-party-scripts';

/**
 * Loads the third-party scripts the instance enables (none by default), and asks once before those
 * that set cookies: a bar at the bottom of the screen, until the user answers.
 */
export function ThirdPartyScripts() {
  const { data: config } = usePublicConfig();
  const scripts = config?.thirdPartyScripts ?? [];
  const [consent, setConsent] = useState<Consent>(() => readConsent());
  const load = scriptsToLoad(scripts, consent);
  const key = load.map((s) => s.src).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scripts' addresses are the dependency.
  useEffect(() => loadThirdPartyScripts(load), [key]);
  if (!needsConsent(scripts, consent)) return null;
  const names = scripts.filter((s) => s.cookies).map((s) => s.name);
  const answer = (value: 'granted' | 'declined') => {
    saveConsent(value);
    setConsent(value);
  };
  return (
    <Paper
      role="region"
      aria-label="Cookies"
      withBorder
      shadow="md"
      p="md"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={640}
      mx="auto"
      style={{ zIndex: 300 }}
    >
      <Text size="sm">
        This Studio can use services of other companies that set cookies in your browser: {names.join(', ')}.
        Allow them?
      </Text>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" size="xs" onClick={() => answer('declined')}>
          Decline
        </Button>
        <Button size="xs" onClick={() => answer('granted')}>
          Allow
        </Button>
      </Group>
    </Paper>
  );
}
