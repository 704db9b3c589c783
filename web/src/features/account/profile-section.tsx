import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Me, UpdateProfile } from '@studio/api';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { useUpdateProfile } from './me-mutations';

export function ProfileSection({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { name: me.user.name },
    validate: {
      name: (value) => {
        const parsed = UpdateProfile.shape.name.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid name');
      },
    },
  });

  const submit = form.onSubmit(({ name }) =>
    update.mutate(
      { name: name.trim() },
      {
        onSuccess: (next) => {
          form.resetDirty({ name: next.user.name });
          notify({ color: 'positive', message: 'Profile saved.' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.name) form.setFieldError('name', error.fields.name);
          else notify({ color: 'negative', message: describeError(error) });
        },
      },
    ),
  );

  return (
    <Section id="profile" title="Profile" description="How colleagues see you in Studio.">
      <form onSubmit={submit} noValidate aria-label="Profile">
        <Stack gap="sm" maw={520}>
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label="E-mail"
            value={me.user.email}
            readOnly
            description="Your sign-in address. It cannot be changed here."
            variant="filled"
          />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
