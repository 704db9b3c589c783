import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { Section } from '../../components/section';
import { describeAuthError } from '../../lib/describe-error';
import { queryKeys } from '../../lib/query-keys';
import { authClient } from '../auth/auth-client';
import { describeUserAgent } from './user-agent';

interface SessionRow {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
  current: boolean;
}

async function loadSessions(): Promise<SessionRow[]> {
  const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
  if (list.error) throw list.error;
  const currentToken = current.data?.session.token;
  return (list.data ?? [])
    .map((s) => ({
      id: s.id,
      token: s.token,
      userAgent: s.userAgent ?? null,
      ipAddress: s.ipAddress ?? null,
      createdAt: new Date(s.createdAt),
      updatedAt: new Date(s.updatedAt),
      current: s.token === currentToken,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.getTime() - a.updatedAt.getTime());
}

const formatDate = (d: Date) => d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

async function revoke(token: string | 'others'): Promise<void> {
  const { error } =
    token === 'others' ? await authClient.revokeOtherSessions() : await authClient.revokeSession({ token });
  if (error) throw error;
}

/** Where the account is signed in; end any session but this one. */
export function SessionsSection() {
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: queryKeys.sessions, queryFn: loadSessions });
  const end = useMutation({
    mutationFn: revoke,
    onSuccess: (_d, token) => {
      notify({
        color: 'positive',
        message: token === 'others' ? 'Other sessions signed out.' : 'Session signed out.',
      });
      return client.invalidateQueries({ queryKey: queryKeys.sessions });
    },
    onError: (error) => notify({ color: 'negative', message: describeAuthError(error) }),
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Section
      id="sessions"
      title="Active sessions"
      description="Browsers where you are signed in. Sessions last 400 days while used."
      actions={
        others > 0 && (
          <Button
            size="xs"
            variant="light"
            color="negative"
            loading={end.isPending && end.variables === 'others'}
            onClick={() => end.mutate('others')}
          >
            Sign out all other sessions
          </Button>
        )
      }
    >
      {sessions.isPending && <LoadingLines />}
      {sessions.isError && <QueryError error={sessions.error} onRetry={() => sessions.refetch()} />}
      {sessions.data && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" highlightOnHover aria-label="Active sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device</Table.Th>
                <Table.Th>IP address</Table.Th>
                <Table.Th>Last active</Table.Th>
                <Table.Th>Signed in</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((s) => {
                const device = describeUserAgent(s.userAgent);
                return (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm">{device}</Text>
                        {s.current && (
                          <Badge size="xs" variant="light" color="positive">
                            This browser
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {s.ipAddress || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(s.updatedAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(s.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {!s.current && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="negative"
                          aria-label={`Sign out ${device} session`}
                          loading={end.isPending && end.variables === s.token}
                          onClick={() => end.mutate(s.token)}
                        >
                          Sign out
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sessions.data && others === 0 && (
        <Stack mt="xs">
          <Text size="xs" c="dimmed">
            You are signed in only here.
          </Text>
        </Stack>
      )}
    </Section>
  );
}
