import { Button, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { describeError } from '../../lib/describe-error';
import { formatUpdated } from '../../lib/format';
import { useConversations, useCreateConversation } from './chat-queries';

/** The user's conversations, newest first, and "New conversation". */
export function ConversationList({ activeId }: { activeId: string | null }) {
  const conversations = useConversations();
  const create = useCreateConversation();
  const navigate = useNavigate();
  return (
    <Stack gap="sm" h="100%">
      <Button
        leftSection={<IconMessagePlus size={16} />}
        loading={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: (c) => navigate(`/chat/${c.id}`),
            onError: (error) => notify({ color: 'negative', message: describeError(error) }),
          })
        }
      >
        New conversation
      </Button>
      {conversations.isPending ? (
        <LoadingLines lines={4} />
      ) : conversations.isError ? (
        <QueryError error={conversations.error} onRetry={() => conversations.refetch()} />
      ) : conversations.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No conversations yet.
        </Text>
      ) : (
        <ScrollArea.Autosize mah="calc(100vh - 220px)" type="auto" scrollbars="y">
          <Stack gap={2} component="nav" aria-label="Conversations">
            {conversations.data.items.map((c) => (
              <NavLink
                key={c.id}
                component={Link}
                to={`/chat/${c.id}`}
                active={c.id === activeId}
                label={c.title}
                description={formatUpdated(c.updatedAt)}
                styles={{
                  body: { minWidth: 0 },
                  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
                }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
