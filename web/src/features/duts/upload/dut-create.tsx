import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Dut } from '@studio/api';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Section } from '../../../components/section';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { DutFormFields, focusFirstError } from '../dut-form-fields';
import { useCreateDut } from '../dut-queries';
import { type DutFormValues, emptyDut, fieldErrorsOf, validateDut } from '../dut-validation';
import { ImportOutcome } from '../import/import-outcome';
import { PackageFilesField, usePackageSelection } from './package-files-field';
import { useUpload } from './use-upload';

/**
 * `/dut/create`: the DUT's fields and its design package in one go. The DUT is created first, then
 * the files are uploaded with per-file progress, then the import is followed live. Whatever fails
 * after the DUT exists leaves it in place (nothing typed is lost); the files can be changed and sent
 * again, or uploaded later from the DUT page.
 */
export function DutCreate() {
  const navigate = useNavigate();
  const create = useCreateDut();
  const selection = usePackageSelection();
  const upload = useUpload();
  const [created, setCreated] = useState<Dut | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<DutFormValues>({
    initialValues: emptyDut,
    validate: validateDut,
    validateInputOnBlur: true,
  });

  const sendFiles = async (dut: Dut) => {
    if (selection.picked.length === 0) return navigate(`/dut/${dut.id}`);
    await upload.start(dut.id, selection.picked);
  };
  const submit = form.onSubmit((values) => {
    setServerError(null);
    create.mutate(values, {
      onSuccess: (dut) => {
        setCreated(dut);
        void sendFiles(dut);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.fields));
        setServerError(describeError(error));
      },
    });
  }, focusFirstError);

  const phase = upload.state.phase;
  const count = selection.picked.length;
  const submitLabel =
    count === 0 ? 'Create DUT' : `Create DUT and upload ${count} file${count === 1 ? '' : 's'}`;
  return (
    <form onSubmit={submit} noValidate aria-label="New DUT">
      <Stack gap="md">
        {serverError && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Section title="Details" description="How your team will find this board.">
              <DutFormFields form={form} disabled={created !== null} />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Section
              title="Design package"
              description="Optional now: you can also upload it later from the DUT page."
            >
              <PackageFilesField selection={selection} upload={upload.state} />
            </Section>
          </Grid.Col>
        </Grid>
        {phase === 'failed' && created && (
          <Alert
            color="negative"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="The upload failed"
            role="alert"
          >
            {upload.state.error ??
              'Nothing was stored. Remove or replace the file named above, then upload again.'}{' '}
            The DUT “{created.name}” is saved.
          </Alert>
        )}
        {phase === 'done' && created && <ImportOutcome dutId={created.id} />}
        <Group justify="flex-end" gap="sm">
          {!created && (
            <>
              <Button variant="default" component={Link} to="/dut">
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                {submitLabel}
              </Button>
            </>
          )}
          {created && phase === 'failed' && (
            <>
              <Button variant="default" component={Link} to={`/dut/${created.id}`}>
                Open the DUT without these files
              </Button>
              <Button disabled={count === 0} onClick={() => void sendFiles(created)}>
                Upload again
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
