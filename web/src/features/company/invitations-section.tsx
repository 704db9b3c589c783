import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CompanyRole, CreateInvitation } from '@studio/api';
import { IconMailPlus, IconX } from '@tabler/icons-react';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { Section } from '../../components/section';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { ROLE_LABELS, useCancelInvitation, useCreateInvitation, useInvitations } from './company-queries';

const INVITE_ROLES = CreateInvitation.shape.role.options.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));
const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function InviteForm({ canAdmin }: { canAdmin: boolean }) {
  const create = useCreateInvitation();
  const form = useForm<{ email: string; role: Exclude<CompanyRole, 'owner'> }>({
    initialValues: { email: '', role: 'engineer' },
    validate: {
      email: (value) => {
        const parsed = CreateInvitation.shape.email.safeParse(value.trim());
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address');
      },
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { email: values.email.trim(), role: values.role },
      {
        onSuccess: (invitation) => {
          notify({ color: 'positive', message: `Invitation sent to ${invitation.email}.` });
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.email)
            form.setFieldError('email', error.fields.email);
          else form.setFieldError('email', describeError(error));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a colleague">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="E-mail"
          type="email"
          placeholder="colleague@example.com"
          disabled={!canAdmin}
          style={{ flex: 1, minWidth: 220 }}
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          data={INVITE_ROLES}
          allowDeselect={false}
          disabled={!canAdmin}
          w={150}
          {...form.getInputProps('role')}
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconMailPlus size={16} />}
          loading={create.isPending}
          disabled={!canAdmin}
        >
          Send invitation
        </Button>
      </Group>
    </form>
  );
}

/** Invite colleagues by e-mail; pending invitations can be withdrawn. Owners and admins only. */
export function InvitationsSection({ canAdmin }: { canAdmin: boolean }) {
  const invitations = useInvitations(canAdmin);
  const cancel = useCancelInvitation();
  const pending = (invitations.data ?? []).filter((i) => i.status === 'pending');

  return (
    <Section
      id="invitations"
      title="Invitations"
      description={
        canAdmin
          ? 'The invitee gets an e-mail with a link to accept. Invitations expire after a while.'
          : 'Only owners and admins can invite colleagues. Ask one of them to invite yours.'
      }
    >
      <Stack gap="md">
        <InviteForm canAdmin={canAdmin} />
        {canAdmin && invitations.isPending && <LoadingLines lines={2} />}
        {canAdmin && invitations.isError && (
          <QueryError error={invitations.error} onRetry={() => invitations.refetch()} />
        )}
        {canAdmin && invitations.data && pending.length === 0 && (
          <Text size="sm" c="dimmed">
            No pending invitations.
          </Text>
        )}
        {pending.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-label="Pending invitations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th aria-label="Actions" w={48} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pending.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>
                      <Text size="sm">{invitation.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {ROLE_LABELS[invitation.role]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(invitation.expiresAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label="Withdraw invitation">
                        <ActionIcon
                          variant="subtle"
                          color="negative"
                          aria-label={`Withdraw invitation for ${invitation.email}`}
                          loading={cancel.isPending && cancel.variables === invitation.id}
                          onClick={() =>
                            cancel.mutate(invitation.id, {
                              onSuccess: () =>
                                notify({ color: 'positive', message: 'Invitation withdrawn.' }),
                              onError: (error) =>
                                notify({ color: 'negative', message: describeError(error) }),
                            })
                          }
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Section>
  );
}
