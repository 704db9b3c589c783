import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';

function download(codes: string[]) {
  const text = `Studio backup codes (each works once)\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'studio-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** One-time codes for signing in without the phone; shown once, to be stored somewhere safe. */
export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Keep these codes somewhere safe (a password manager, or printed). Each signs you in once if you lose
        your phone. They are not shown again.
      </Text>
      <SimpleGrid cols={2} spacing={4} aria-label="Backup codes" data-testid="backup-codes">
        {codes.map((code) => (
          <Text key={code} ff="monospace" size="sm">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={() => download(codes)}
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}
