import { Alert, Code } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { usePublicConfig } from '../../lib/me-queries';

/** Without SMTP the server writes mails to files: say where, so the first user can get started. */
export function OutboxNote() {
  const { data: config } = usePublicConfig();
  if (config?.mailMode !== 'outbox') return null;
  return (
    <Alert
      color="info"
      variant="light"
      icon={<IconMailForward size={18} />}
      title="No mail server configured"
    >
      This Studio instance does not send e-mail. Mails are written to the server's{' '}
      <Code>{config.outboxDir ?? 'data/outbox'}</Code> folder and printed in its log; open the link from
      there.
    </Alert>
  );
}
