import { ActionIcon, Badge, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { type CompanyRole, CompanyRole as CompanyRoleSchema, type Member } from '@studio/api';
import { IconDoorExit, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { Section } from '../../components/section';
import { describeError } from '../../lib/describe-error';
import {
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  useChangeRole,
  useMembers,
  useRemoveMember,
} from './company-queries';

const ROLE_OPTIONS = CompanyRoleSchema.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export interface MembersSectionProps {
  myUserId: string;
  canAdmin: boolean;
  companyName: string;
}

/** Members with their roles; admins change roles and remove members, everyone may leave. */
export function MembersSection({ myUserId, canAdmin, companyName }: MembersSectionProps) {
  const members = useMembers();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);

  const setRole = (member: Member, role: CompanyRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          notify({ color: 'positive', message: `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.` }),
        onError: (error) =>
          notify({ color: 'negative', title: 'Role not changed', message: describeError(error) }),
      },
    );
  const confirmRemove = () => {
    if (!removing) return;
    const leaving = removing.userId === myUserId;
    remove.mutate(removing.userId, {
      onSuccess: () => {
        notify({
          color: 'positive',
          message: leaving ? `You left ${companyName}.` : `${removing.name} was removed.`,
        });
        setRemoving(null);
      },
      onError: (error) => {
        notify({ color: 'negative', message: describeError(error) });
        setRemoving(null);
      },
    });
  };

  return (
    <Section
      id="members"
      title="Members"
      description={
        canAdmin
          ? 'Change roles or remove members.'
          : 'Only owners and admins can change roles or remove members.'
      }
    >
      {members.isPending && <LoadingLines />}
      {members.isError && <QueryError error={members.error} onRetry={() => members.refetch()} />}
      {members.data && (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs" highlightOnHover aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th w={170}>Role</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th aria-label="Actions" w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.map((member) => {
                const me = member.userId === myUserId;
                return (
                  <Table.Tr key={member.userId}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {member.name}
                        </Text>
                        {me && (
                          <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                            You
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {member.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {canAdmin ? (
                        <Select
                          size="xs"
                          aria-label={`Role of ${member.name}`}
                          data={ROLE_OPTIONS}
                          value={member.role}
                          allowDeselect={false}
                          disabled={changeRole.isPending && changeRole.variables?.userId === member.userId}
                          onChange={(value) =>
                            value && value !== member.role && setRole(member, value as CompanyRole)
                          }
                          renderOption={({ option }) => (
                            <div>
                              <Text size="sm">{option.label}</Text>
                              <Text size="xs" c="dimmed">
                                {ROLE_DESCRIPTIONS[option.value as CompanyRole]}
                              </Text>
                            </div>
                          )}
                        />
                      ) : (
                        <Badge variant="light" color="gray">
                          {ROLE_LABELS[member.role]}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(member.joinedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {(me || canAdmin) && (
                        <Tooltip label={me ? 'Leave company' : `Remove ${member.name}`}>
                          <ActionIcon
                            variant="subtle"
                            color="negative"
                            aria-label={me ? 'Leave company' : `Remove ${member.name}`}
                            onClick={() => setRemoving(member)}
                          >
                            {me ? <IconDoorExit size={16} /> : <IconUserMinus size={16} />}
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={removing?.userId === myUserId ? 'Leave company?' : 'Remove member?'}
        confirmLabel={removing?.userId === myUserId ? 'Leave company' : 'Remove member'}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removing?.userId === myUserId
          ? `You will lose access to everything in ${companyName} until someone invites you again.`
          : `${removing?.name} (${removing?.email}) will lose access to ${companyName} at once.`}
      </ConfirmDialog>
    </Section>
  );
}
