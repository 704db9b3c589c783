import { Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { COMPATIBLE_KINDS, type PartDetail as Detail, PART_KIND_LABELS, type PartKind } from '@studio/api';
import { IconCopy, IconEdit, IconLink, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { Section } from '../../../components/section';
import { useUnits } from '../../../lib/current-user';
import { describeError } from '../../../lib/describe-error';
import { formatUpdated } from '../../../lib/format';
import { useSetPartActive } from '../api/parts-queries';
import { partPath, screenOfKind, screenPath } from '../catalog/screens';
import { SPEC_FIELDS } from '../catalog/spec-fields';
import { formatLeadTime, formatPrice, formatSpecValue } from '../catalog/spec-format';
import { CompatibilityDialog } from './compatibility-dialog';
import { DuplicateDialog } from './duplicate-dialog';
import { FactList } from './fact-list';

const plural = (kind: PartKind) => `${PART_KIND_LABELS[kind]}s`;

/** The staff actions: edit, duplicate, deactivate / activate. */
function PartActions({ part }: { part: Detail }) {
  const [duplicating, duplicate] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const setActive = useSetPartActive(part.id);
  const toggle = () =>
    setActive.mutate(!part.active, {
      onSuccess: (saved) => {
        confirm.close();
        notify({
          color: 'positive',
          message: `${saved.partNumber} is ${saved.active ? 'active again' : 'inactive: customers no longer see it'}.`,
        });
      },
      onError: (e) => notify({ color: 'negative', message: describeError(e) }),
    });
  return (
    <Group gap="xs">
      <Button component={Link} to={`${partPath(part.id)}/edit`} leftSection={<IconEdit size={16} />}>
        Edit
      </Button>
      <Button variant="default" leftSection={<IconCopy size={16} />} onClick={duplicate.open}>
        Duplicate
      </Button>
      {part.active ? (
        <Button
          variant="default"
          color="negative"
          leftSection={<IconPlayerPause size={16} />}
          onClick={confirm.open}
        >
          Deactivate
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={16} />}
          loading={setActive.isPending}
          onClick={toggle}
        >
          Activate
        </Button>
      )}
      <DuplicateDialog part={part} opened={duplicating} onClose={duplicate.close} />
      <ConfirmDialog
        opened={confirming}
        title={`Deactivate ${part.partNumber}?`}
        confirmLabel="Deactivate"
        danger
        loading={setActive.isPending}
        onConfirm={toggle}
        onCancel={confirm.close}
      >
        Customers will no longer see it and new designs will not use it. Its stock, movement history and links
        stay; you can activate it again at any time.
      </ConfirmDialog>
    </Group>
  );
}

function Compatibility({ part, staff }: { part: Detail; staff: boolean }) {
  const partner = COMPATIBLE_KINDS[part.kind];
  const [editing, edit] = useDisclosure(false);
  if (!partner) return null;
  return (
    <Section
      id="compatibility"
      title={`Compatible ${plural(partner).toLowerCase()}`}
      description={
        part.kind === 'probe'
          ? 'The receptacles this probe plugs into.'
          : part.kind === 'receptacle'
            ? 'The probes this receptacle takes.'
            : part.kind === 'cartridge'
              ? 'The fixture kits this cartridge fits.'
              : 'The cartridges this kit takes.'
      }
      actions={
        staff && (
          <Button size="xs" variant="light" leftSection={<IconLink size={14} />} onClick={edit.open}>
            Edit links
          </Button>
        )
      }
    >
      {part.compatibility.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {plural(partner).toLowerCase()} linked yet.
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label={`Compatible ${plural(partner).toLowerCase()}`}>
          {part.compatibility.map((c) => (
            <List.Item key={c.id}>
              <Anchor component={Link} to={partPath(c.id)} fw={600} size="sm">
                {c.partNumber}
              </Anchor>{' '}
              {c.name}
              {!c.active && (
                <Badge ml="xs" size="xs" color="gray" variant="light">
                  Inactive
                </Badge>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {staff && <CompatibilityDialog part={part} partner={partner} opened={editing} onClose={edit.close} />}
    </Section>
  );
}

function Stock({ part }: { part: Detail }) {
  if (!part.stock) return null;
  const s = part.stock;
  return (
    <Section
      id="stock"
      title="Stock"
      description="Over all locations, from the inventory ledger."
      actions={
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={`/parts-management/inventory/${encodeURIComponent(part.id)}`}
        >
          Stock and movements
        </Button>
      }
    >
      <FactList
        facts={[
          { label: 'On hand', value: s.onHand.toLocaleString('en-US') },
          { label: 'Reserved', value: s.reserved.toLocaleString('en-US') },
          {
            label: 'Available',
            value: (
              <Group gap={6} component="span">
                {s.available.toLocaleString('en-US')}
                {s.low && (
                  <Badge size="xs" color="warning" variant="light">
                    Low stock
                  </Badge>
                )}
              </Group>
            ),
          },
        ]}
      />
    </Section>
  );
}

/** One part: what it is, its specification, price and supply, links and (staff) stock. */
export function PartDetailView({ part, staff }: { part: Detail; staff: boolean }) {
  const units = useUnits();
  const specs = part.specs as Record<string, unknown>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" color="accent">
              {PART_KIND_LABELS[part.kind]}
            </Badge>
            <Badge variant="light" color={part.active ? 'positive' : 'gray'}>
              {part.active ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Text size="lg" fw={600}>
            {part.name}
          </Text>
          <Text size="sm" c="dimmed">
            In{' '}
            <Anchor
              component={Link}
              to={`${screenPath(screenOfKind(part.kind))}?class=${encodeURIComponent(part.classId)}`}
            >
              {part.classPath}
            </Anchor>
          </Text>
        </Stack>
        {staff && <PartActions part={part} />}
      </Group>
      <Section id="general" title="Price and supply">
        <FactList
          facts={[
            { label: 'Unit price', value: formatPrice(part.unitPrice, part.currency) },
            { label: 'Lead time', value: formatLeadTime(part.leadTimeDays) },
            { label: 'Manufacturer', value: part.manufacturer || null },
            { label: 'MPN', value: part.mpn || null },
            {
              label: 'Datasheet',
              value: part.datasheetUrl ? (
                <Anchor href={part.datasheetUrl} target="_blank" rel="noopener noreferrer nofollow">
                  {new URL(part.datasheetUrl).hostname}
                </Anchor>
              ) : null,
            },
            ...(part.updatedBy
              ? [{ label: 'Updated', value: `${formatUpdated(part.updatedAt)} by ${part.updatedBy.name}` }]
              : []),
          ]}
        />
        {part.description && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {part.description}
          </Text>
        )}
      </Section>
      <Section id="specification" title="Specification">
        <FactList
          facts={SPEC_FIELDS[part.kind].map((field) => ({
            label: field.label,
            value: formatSpecValue(field, specs[field.key], units),
          }))}
        />
      </Section>
      <Compatibility part={part} staff={staff} />
      {staff && <Stock part={part} />}
    </Stack>
  );
}
