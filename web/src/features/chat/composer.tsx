import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { useState } from 'react';

/** The question box: Enter sends (Shift+Enter for a new line); while an answer is written, Stop. */
export function Composer({
  writing,
  sending,
  stopping,
  onSend,
  onStop,
}: {
  writing: boolean;
  sending: boolean;
  stopping: boolean;
  onSend(text: string): Promise<boolean>;
  onStop(): void;
}) {
  const [text, setText] = useState('');
  const send = async () => {
    const question = text.trim();
    if (!question || writing || sending) return;
    if (await onSend(question)) setText('');
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Textarea
        flex={1}
        aria-label="Your question"
        placeholder="Ask about your documents, DUTs, DFT reports or parts…"
        autosize
        minRows={1}
        maxRows={6}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
      />
      {writing ? (
        <Tooltip label="Stop the answer">
          <ActionIcon
            size={36}
            color="negative"
            variant="filled"
            onClick={onStop}
            loading={stopping}
            aria-label="Stop"
          >
            <IconPlayerStopFilled size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label="Send (Enter)">
          <ActionIcon
            size={36}
            onClick={() => void send()}
            loading={sending}
            disabled={!text.trim()}
            aria-label="Send"
          >
            <IconSend size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
