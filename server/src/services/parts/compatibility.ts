import { COMPATIBLE_KINDS, type CompatiblePart, PART_KIND_LABELS, type PartKind } from '@studio/api';
import { eq, inArray, or } from 'drizzle-orm';
import { part, partCompatibility } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound, Validation } from '../errors';
import { compatibleParts } from './list-parts';
import { orderedPair } from './save-part';
import type { Tx } from '../../db/client';

type LinkablePart = { id: string; partNumber: string; kind: string; specs: Record<string, unknown> };

/**
 * Why two parts cannot be linked, or null when they can: a receptacle takes probes of its own pitch
 * class; a cartridge fits fixture kits that take cartridges.
 */
export function linkProblem(self: LinkablePart, other: LinkablePart): string | null {
  const wanted = COMPATIBLE_KINDS[self.kind as PartKind];
  if (!wanted) return `A ${PART_KIND_LABELS[self.kind as PartKind].toLowerCase()} has no compatibility links`;
  if (other.id === self.id) return 'A part cannot be linked to itself';
  if (other.kind !== wanted)
    return `${other.partNumber} is a ${PART_KIND_LABELS[other.kind as PartKind].toLowerCase()}; a ${PART_KIND_LABELS[self.kind as PartKind].toLowerCase()} links to ${PART_KIND_LABELS[wanted].toLowerCase()}s only`;
  const pitch = (p: LinkablePart) => p.specs.pitchClass as string | undefined;
  if ((self.kind === 'probe' || self.kind === 'receptacle') && pitch(self) !== pitch(other))
    return `${other.partNumber} is for ${pitch(other)}, this part is ${pitch(self)}`;
  const kit = self.kind === 'fixture-kit' ? self : other.kind === 'fixture-kit' ? other : null;
  if (kit && kit.specs.cartridgeSupport !== true)
    return `Fixture kit ${kit.partNumber} does not take cartridges`;
  return null;
}

/**
 * Replaces a part's set of links inside the caller's transaction. Throws Validation naming
 * `partIds.<i>` for each partner that cannot be linked.
 */
export async function replaceLinks(tx: Tx, id: string, partIds: string[]): Promise<void> {
  const [self] = await tx
    .select({ id: part.id, partNumber: part.partNumber, kind: part.kind, specs: part.specs })
    .from(part)
    .where(eq(part.id, id));
  if (!self) throw new NotFound('part');
  const unique = [...new Set(partIds)];
  const others =
    unique.length > 0
      ? await tx
          .select({ id: part.id, partNumber: part.partNumber, kind: part.kind, specs: part.specs })
          .from(part)
          .where(inArray(part.id, unique))
      : [];
  const byId = new Map(others.map((o) => [o.id, o]));
  const fields: Record<string, string> = {};
  partIds.forEach((otherId, i) => {
    const other = byId.get(otherId);
    const problem = other ? linkProblem(self, other) : 'This part does not exist';
    if (problem) fields[`partIds.${i}`] = problem;
  });
  if (Object.keys(fields).length > 0)
    throw new Validation('Some parts cannot be linked to this one.', fields);
  await tx
    .delete(partCompatibility)
    .where(or(eq(partCompatibility.partAId, id), eq(partCompatibility.partBId, id)));
  if (unique.length > 0)
    await tx
      .insert(partCompatibility)
      .values(unique.map((o) => orderedPair(id, o)))
      .onConflictDoNothing();
}

export async function setCompatibility(
  { db }: Pick<ServiceDeps, 'db'>,
  id: string,
  partIds: string[],
): Promise<CompatiblePart[]> {
  await db.transaction((tx) => replaceLinks(tx, id, partIds));
  return compatibleParts(db, id, { staff: true });
}
