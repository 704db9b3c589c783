import { randomUUID } from 'node:crypto';
import type { PartClass, PartClassInput, PartClassUpdate } from '@studio/api';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { part, partClass } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { Conflict, NotFound, Validation } from '../errors';
import { type ClassTree, classesByPath, subtreeIds } from './class-tree';
import type { CatalogReader } from './catalog-reader';
import { FieldConflict } from './field-conflict';
import { loadClassTree } from './class-tree';
import type { Tx } from '../../db/client';

/** The whole class tree, flat, in path order, with the number of parts directly in each class. */
export async function listPartClasses(
  { db }: Pick<ServiceDeps, 'db'>,
  reader: CatalogReader,
): Promise<PartClass[]> {
  const tree = await loadClassTree(db);
  const counts = await db
    .select({ classId: part.classId, n: count() })
    .from(part)
    .where(reader.staff ? undefined : eq(part.active, true))
    .groupBy(part.classId);
  const byClass = new Map(counts.map((c) => [c.classId, Number(c.n)]));
  return classesByPath(tree).map((c) => ({ ...c, partCount: byClass.get(c.id) ?? 0 }));
}

async function getPartClass(db: Pick<ServiceDeps, 'db'>, id: string): Promise<PartClass> {
  const found = (await listPartClasses(db, { staff: true })).find((c) => c.id === id);
  if (!found) throw new NotFound('part class');
  return found;
}

const nameTaken = (name: string) =>
  new FieldConflict(`A class named ${name} already exists there.`, {
    name: `${name} already exists under this parent`,
  });

async function checkSiblingName(tx: Tx, parentId: string | null, name: string, selfId?: string) {
  const [other] = await tx
    .select({ id: partClass.id })
    .from(partClass)
    .where(
      and(
        sql`coalesce(${partClass.parentId}, '') = ${parentId ?? ''}`,
        eq(sql`lower(${partClass.name})`, name.toLowerCase()),
      ),
    );
  if (other && other.id !== selfId) throw nameTaken(name);
}

function checkParent(tree: ClassTree, parentId: string | null, selfId?: string) {
  if (parentId === null) return;
  if (!tree.has(parentId))
    throw new Validation('The parent class does not exist.', { parentId: 'Choose an existing class' });
  if (selfId && subtreeIds(tree, selfId).includes(parentId))
    throw new Validation('A class cannot move under itself.', {
      parentId: 'Choose a class outside this one and its children',
    });
}

/** Creates a class inside the caller's transaction. */
export async function insertPartClass(
  tx: Tx,
  input: { name: string; parentId: string | null },
): Promise<string> {
  checkParent(await loadClassTree(tx), input.parentId);
  await checkSiblingName(tx, input.parentId, input.name);
  const id = randomUUID();
  await tx.insert(partClass).values({ id, name: input.name, parentId: input.parentId });
  return id;
}

export async function createPartClass(
  deps: Pick<ServiceDeps, 'db'>,
  input: z.output<typeof PartClassInput>,
): Promise<PartClass> {
  const id = await deps.db.transaction((tx) => insertPartClass(tx, input));
  return getPartClass(deps, id);
}

export async function updatePartClass(
  deps: Pick<ServiceDeps, 'db'>,
  id: string,
  input: z.output<typeof PartClassUpdate>,
): Promise<PartClass> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(partClass).where(eq(partClass.id, id)).for('update');
    if (!current) throw new NotFound('part class');
    const parentId = input.parentId === undefined ? current.parentId : input.parentId;
    const name = input.name ?? current.name;
    checkParent(await loadClassTree(tx), parentId, id);
    await checkSiblingName(tx, parentId, name, id);
    await tx.update(partClass).set({ name, parentId }).where(eq(partClass.id, id));
  });
  return getPartClass(deps, id);
}

export async function deletePartClass({ db }: Pick<ServiceDeps, 'db'>, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(partClass).where(eq(partClass.id, id)).for('update');
    if (!current) throw new NotFound('part class');
    const [children] = await tx.select({ n: count() }).from(partClass).where(eq(partClass.parentId, id));
    if (Number(children?.n ?? 0) > 0)
      throw new Conflict(`${current.name} has ${children!.n} child classes: move or delete them first.`);
    const [parts] = await tx.select({ n: count() }).from(part).where(eq(part.classId, id));
    if (Number(parts?.n ?? 0) > 0)
      throw new Conflict(`${current.name} has ${parts!.n} parts: move them to another class first.`);
    await tx.delete(partClass).where(eq(partClass.id, id));
  });
}
