import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { partClass } from '../../db/schema/index';

export const CLASS_PATH_SEPARATOR = ' / ';

export interface ClassNode {
  id: string;
  parentId: string | null;
  name: string;
  /** Names from the root, joined by " / ". */
  path: string;
  depth: number;
}

/** Every part class by id, with its path. The tree is small (tens to hundreds of classes). */
export type ClassTree = Map<string, ClassNode>;

export async function loadClassTree(db: Db | Tx): Promise<ClassTree> {
  const rows = await db
    .select({ id: partClass.id, parentId: partClass.parentId, name: partClass.name })
    .from(partClass)
    .orderBy(asc(partClass.name));
  return buildClassTree(rows);
}

export function buildClassTree(rows: { id: string; parentId: string | null; name: string }[]): ClassTree {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const tree: ClassTree = new Map();
  const resolve = (id: string, seen: Set<string>): ClassNode | undefined => {
    const done = tree.get(id);
    if (done) return done;
    const row = byId.get(id);
    if (!row || seen.has(id)) return undefined; // a cycle cannot be written (update checks), but never loop
    seen.add(id);
    const parent = row.parentId ? resolve(row.parentId, seen) : undefined;
    const node: ClassNode = {
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      path: parent ? `${parent.path}${CLASS_PATH_SEPARATOR}${row.name}` : row.name,
      depth: parent ? parent.depth + 1 : 0,
    };
    tree.set(id, node);
    return node;
  };
  for (const row of rows) resolve(row.id, new Set());
  return tree;
}

/** The class and all classes below it. */
export function subtreeIds(tree: ClassTree, rootId: string): string[] {
  const children = new Map<string, string[]>();
  for (const node of tree.values()) {
    if (!node.parentId) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node.id);
    children.set(node.parentId, list);
  }
  const out: string[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (!tree.has(id)) continue;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Classes ordered by path (case-insensitive): the order lists and "sort by class" use. */
export function classesByPath(tree: ClassTree): ClassNode[] {
  return [...tree.values()].sort((a, b) =>
    a.path.localeCompare(b.path, 'en', { sensitivity: 'base', numeric: true }),
  );
}

/** The class whose path is `path` ("Probes / 100 mil"; case- and space-insensitive), if any. */
export function findClassByPath(tree: ClassTree, path: string): ClassNode | undefined {
  const key = normalizePath(path);
  for (const node of tree.values()) if (normalizePath(node.path) === key) return node;
  return undefined;
}

export const splitClassPath = (path: string) =>
  path
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '');

const normalizePath = (path: string) => splitClassPath(path).join('/').toLowerCase();
