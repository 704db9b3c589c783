import { ActionIcon, Alert, Anchor, Button, Group, Menu, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AppDialog } from '../../components/dialog/app-dialog';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { describeError } from '../../lib/describe-error';
import {
  isWriting,
  useChatStatus,
  useConversation,
  useDeleteConversation,
  useRenameConversation,
  useSendMessage,
  useStopAnswer,
} from './chat-queries';
import { Composer } from './composer';
import { MessageView } from './message-view';

const EXAMPLES = [
  'What does our test spec say about rail tolerances?',
  'Why did the latest DFT report fail?',
  'Which probes fit a 1.27 mm pitch?',
];

/** One conversation: its messages (the answer streams in), the question box and Stop. */
export function ConversationView({ id }: { id: string }) {
  const conversation = useConversation(id);
  const status = useChatStatus();
  const send = useSendMessage();
  const stop = useStopAnswer();
  const end = useRef<HTMLDivElement>(null);
  const lastContent = conversation.data?.messages.at(-1)?.content.length ?? 0;
  const count = conversation.data?.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the answer as it grows
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, lastContent]);

  if (conversation.isPending) return <LoadingLines lines={6} />;
  if (conversation.isError)
    return <QueryError error={conversation.error} onRetry={() => conversation.refetch()} />;
  const c = conversation.data;
  const writing = isWriting(c);
  return (
    <Stack gap="md" mih={0}>
      <Header id={id} title={c.title} />
      {status.data && status.data.model === null && c.messages.length === 0 && (
        <Alert color="info" variant="light" title="No language model is configured">
          Answers list what search finds in your documents and records, with links; they are not written
          replies. An administrator can connect an OpenAI-compatible model (LLM_BASE_URL, LLM_MODEL).
        </Alert>
      )}
      {c.messages.length === 0 ? (
        <Stack gap={4} py="md">
          <Text c="dimmed" size="sm">
            Ask about your test specifications and datasheets, your DUTs, their DFT reports, or catalog parts.
            Answers cite their sources. For example:
          </Text>
          {EXAMPLES.map((e) => (
            <Text key={e} size="sm" c="dimmed">
              · {e}
            </Text>
          ))}
        </Stack>
      ) : (
        <Stack gap="lg" aria-label="Messages" aria-live="polite">
          {c.messages.map((m) => (
            <MessageView key={m.id} message={m} />
          ))}
        </Stack>
      )}
      <div ref={end} />
      <Composer
        writing={writing}
        sending={send.isPending}
        stopping={stop.isPending}
        onStop={() =>
          stop.mutate(id, {
            onError: (error) => notify({ color: 'negative', message: describeError(error) }),
          })
        }
        onSend={async (content) => {
          try {
            await send.mutateAsync({ id, content });
            return true;
          } catch (error) {
            notify({ color: 'negative', message: describeError(error) });
            return false;
          }
        }}
      />
    </Stack>
  );
}

function Header({ id, title }: { id: string; title: string }) {
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [draft, setDraft] = useState(title);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Anchor component={Link} to="/chat" hiddenFrom="md" aria-label="All conversations">
          <IconArrowLeft size={18} />
        </Anchor>
        <Title
          order={1}
          size="h3"
          style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {title}
        </Title>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="Conversation actions">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} />}
            onClick={() => {
              setDraft(title);
              setRenaming(true);
            }}
          >
            Rename
          </Menu.Item>
          <Menu.Item color="negative" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppDialog opened={renaming} onClose={() => setRenaming(false)} title="Rename the conversation">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            rename.mutate(
              { id, title: draft.trim() },
              {
                onSuccess: () => setRenaming(false),
                onError: (error) => notify({ color: 'negative', message: describeError(error) }),
              },
            );
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Title"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              maxLength={120}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRenaming(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={rename.isPending} disabled={!draft.trim()}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </AppDialog>
      <ConfirmDialog
        opened={deleting}
        title="Delete this conversation?"
        confirmLabel="Delete conversation"
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(false);
              navigate('/chat');
            },
            onError: (error) => notify({ color: 'negative', message: describeError(error) }),
          })
        }
      >
        Its questions and answers are deleted for good.
      </ConfirmDialog>
    </Group>
  );
}
