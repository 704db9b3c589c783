import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GrantStaff } from '@studio/api';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { apiFetch } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { checkEmail } from '../auth/password-rules';

/** Staff only: grant or withdraw staff rights (the fixture shop that runs this instance). */
export function StaffSection() {
  const grant = useMutation({
    mutationFn: (body: GrantStaff) =>
      apiFetch('/admin/staff', { method: 'POST', body: GrantStaff.parse(body) }),
  });
  const form = useForm({ initialValues: { email: '', staff: true }, validate: { email: checkEmail } });
  const submit = form.onSubmit(({ email, staff }) =>
    grant.mutate(
      { email: email.trim(), staff },
      {
        onSuccess: () => {
          notify({
            color: 'positive',
            message: staff ? `${email} is now staff.` : `${email} is no longer staff.`,
          });
          form.reset();
        },
        onError: (error) => form.setFieldError('email', describeError(error)),
      },
    ),
  );
  return (
    <Section
      id="staff"
      title="Staff"
      description="You are staff of this Studio instance: you maintain the catalog and fulfil orders. Grant the same rights to a colleague."
    >
      <form onSubmit={submit} noValidate aria-label="Staff rights">
        <Stack gap="sm" maw={520}>
          <TextInput label="Colleague's e-mail" type="email" required {...form.getInputProps('email')} />
          <Switch label="Staff rights" {...form.getInputProps('staff', { type: 'checkbox' })} />
          <Group>
            <Button type="submit" variant="light" loading={grant.isPending}>
              {form.values.staff ? 'Grant staff rights' : 'Withdraw staff rights'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
