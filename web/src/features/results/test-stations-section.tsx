import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TestStationWithToken } from '@studio/api';
import { useState } from 'react';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { describeError } from '../../lib/describe-error';
import { FixtureWearTable } from './fixture-wear-table';
import { useCreateTestStation, useStationAction, useTestStations } from './results-queries';

/** The token of a station just made or renewed: shown once, Studio keeps only its hash. */
function ShownOnce({ made, onClose }: { made: TestStationWithToken; onClose(): void }) {
  return (
    <Alert
      color="warning"
      title={`API token of ${made.station.name}: copy it now`}
      withCloseButton
      onClose={onClose}
    >
      <Stack gap={6}>
        <Text size="sm">
          Studio shows it once and keeps only its hash. Set it on the station as STUDIO_TOKEN.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="station-token" style={{ wordBreak: 'break-all' }}>
            {made.token}
          </Code>
          <CopyButton value={made.token}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Settings → Test stations: the company's physical stations, their upload tokens and fixture wear. */
export function TestStationsSection({ canEdit }: { canEdit: boolean }) {
  const stations = useTestStations();
  const create = useCreateTestStation();
  const action = useStationAction();
  const [name, setName] = useState('');
  const [fixture, setFixture] = useState('');
  const [made, setMade] = useState<TestStationWithToken | null>(null);
  const fail = (error: unknown) => notify({ color: 'negative', message: describeError(error) });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Production stations
        </Title>
        <Text size="sm" c="dimmed">
          Stations on your line report every run (the exported pytest project’s plugin, or any executive
          through the results API). Each has its own token, for uploading your company’s results only.
        </Text>
        {made && <ShownOnce made={made} onClose={() => setMade(null)} />}
        {canEdit && (
          <Group align="flex-end" gap="xs">
            <TextInput label="Station name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <TextInput
              label="Fixture serial"
              value={fixture}
              onChange={(e) => setFixture(e.currentTarget.value)}
            />
            <Button
              loading={create.isPending}
              disabled={!name.trim() || !fixture.trim()}
              onClick={() =>
                create.mutate(
                  { name, fixtureSerial: fixture, stationProfileId: null },
                  {
                    onSuccess: (r) => {
                      setMade(r);
                      setName('');
                      setFixture('');
                    },
                    onError: fail,
                  },
                )
              }
            >
              Register station
            </Button>
          </Group>
        )}
        {stations.isPending && <LoadingLines lines={2} />}
        {stations.isError && <QueryError error={stations.error} onRetry={() => stations.refetch()} />}
        {stations.data && stations.data.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Production stations" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Station</Table.Th>
                  <Table.Th>Fixture</Table.Th>
                  <Table.Th>Token</Table.Th>
                  <Table.Th ta="right">Runs</Table.Th>
                  {canEdit && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stations.data.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>{s.fixtureSerial}</Table.Td>
                    <Table.Td>{s.revokedAt ? 'revoked' : `…${s.tokenHint}`}</Table.Td>
                    <Table.Td ta="right">{s.runs}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() =>
                              action.mutate(
                                { id: s.id, action: 'token' },
                                { onSuccess: (r) => r && setMade(r), onError: fail },
                              )
                            }
                          >
                            New token
                          </Button>
                          {!s.revokedAt && (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="negative"
                              onClick={() => action.mutate({ id: s.id, action: 'revoke' }, { onError: fail })}
                            >
                              Revoke
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Title order={3} size="h5" mt="sm">
          Fixture wear
        </Title>
        <FixtureWearTable />
      </Stack>
    </Paper>
  );
}
