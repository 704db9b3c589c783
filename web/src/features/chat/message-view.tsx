import { Alert, Box, Group, Loader, Paper, Text } from '@mantine/core';
import type { ChatMessage } from '@studio/api';
import { RichText } from '../../components/rich-text/rich-text';
import { citationAnchor, Citations } from './citations';

/** "[2]" in an answer becomes a link to its source below (numbers without a source stay text). */
export function linkCitations(content: string, message: Pick<ChatMessage, 'id' | 'citations'>): string {
  const known = new Set(message.citations.map((c) => c.n));
  return content.replace(/\[(\d+(?:\s*,\s*\d+)*)\](?!\()/g, (whole, list: string) => {
    const numbers = list.split(',').map((n) => Number(n.trim()));
    if (!numbers.every((n) => known.has(n))) return whole;
    return numbers.map((n) => `[[${n}]](#${citationAnchor(message.id, n)})`).join('');
  });
}

/** One message: the question on the right, the answer (Markdown, safely) with its sources. */
export function MessageView({ message }: { message: ChatMessage }) {
  if (message.role === 'user')
    return (
      <Group justify="flex-end">
        <Paper bg="var(--mantine-color-primary-light)" px="md" py="xs" radius="lg" maw="85%" data-role="user">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {message.content}
          </Text>
        </Paper>
      </Group>
    );
  const writing = message.status === 'streaming';
  return (
    <Box data-role="assistant" data-status={message.status} maw="100%">
      {message.content ? (
        <RichText images={false}>{linkCitations(message.content, message)}</RichText>
      ) : (
        writing && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Looking it up…
            </Text>
          </Group>
        )
      )}
      {writing && message.content && <Loader size="xs" type="dots" aria-label="Writing" />}
      {message.status === 'stopped' && (
        <Text size="xs" c="dimmed" mt={4}>
          Stopped.
        </Text>
      )}
      {message.status === 'failed' && (
        <Alert color="negative" variant="light" mt="xs" title="The answer failed">
          {message.error ?? 'Something went wrong.'}
        </Alert>
      )}
      {!writing && <Citations messageId={message.id} citations={message.citations} />}
      {message.model && !writing && (
        <Text size="xs" c="dimmed" mt={4}>
          Written by {message.model}. Check important facts in the sources.
        </Text>
      )}
    </Box>
  );
}
