import type { StepTreeNode } from '@studio/core';

// What OpenCascade's reader (occt-import-js) does not answer but the STEP text says (ISO 10303-21):
// the system that wrote the file, and the names of the instances in an assembly — KiCad names each
// placed model after the component's reference there (NEXT_ASSEMBLY_USAGE_OCCURRENCE), while the
// reader's tree names the instance after the model (its PRODUCT).

const HEADER_BYTES = 64 * 1024;

/** A STEP string literal's text: '' is an apostrophe (ISO 10303-21 §6.4.3; \X\ escapes are kept). */
const unquote = (s: string) => s.slice(1, -1).replace(/''/g, "'");

/** The top-level parameters of a parameter list's text (strings unquoted, lists and others as written). */
function parameters(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === "'") {
      for (i++; i < list.length; i++) {
        if (list[i] === "'" && list[i + 1] === "'") i++;
        else if (list[i] === "'") break;
      }
    } else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out.map((p) => (p.startsWith("'") && p.endsWith("'") ? unquote(p) : p));
}

/** FILE_NAME's originating system (its sixth parameter), or null. */
export function stepExporter(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_BYTES));
  const found = /FILE_NAME\s*\(((?:'(?:[^']|'')*'|[^;'])*)\)\s*;/.exec(head);
  if (!found) return null;
  const system = parameters(found[1]!)[5]?.trim();
  return system && system !== '$' ? system : null;
}

const STRING = "'(?:[^']|'')*'";
const NAUO = new RegExp(
  `#(\\d+)\\s*=\\s*NEXT_ASSEMBLY_USAGE_OCCURRENCE\\s*\\(\\s*(${STRING})\\s*,\\s*(${STRING})\\s*,\\s*(?:${STRING}|\\$)\\s*,\\s*#(\\d+)\\s*,\\s*#(\\d+)`,
  'g',
);
const DEFINITION =
  /#(\d+)\s*=\s*PRODUCT_DEFINITION\s*\(\s*'(?:[^']|'')*'\s*,\s*(?:'(?:[^']|'')*'|\$)\s*,\s*#(\d+)/g;
const FORMATION =
  /#(\d+)\s*=\s*PRODUCT_DEFINITION_FORMATION\w*\s*\(\s*(?:'(?:[^']|'')*'|\$)\s*,\s*(?:'(?:[^']|'')*'|\$)\s*,\s*#(\d+)/g;
const PRODUCT = new RegExp(`#(\\d+)\\s*=\\s*PRODUCT\\s*\\(\\s*(${STRING})`, 'g');

/** One assembly's instances in the file's order: each instance's name and its model's product name. */
type Instances = { instance: string; product: string }[];

/** Per assembly product name, its instance lists (several assemblies may share a name). */
export function assemblyInstances(text: string): Map<string, Instances[]> {
  const out = new Map<string, Instances[]>();
  if (!text.includes('NEXT_ASSEMBLY_USAGE_OCCURRENCE')) return out;
  const productName = new Map<string, string>();
  for (const m of text.matchAll(PRODUCT)) productName.set(m[1]!, unquote(m[2]!));
  const formationProduct = new Map<string, string>();
  for (const m of text.matchAll(FORMATION)) formationProduct.set(m[1]!, m[2]!);
  const definitionName = new Map<string, string>();
  for (const m of text.matchAll(DEFINITION)) {
    const product = formationProduct.get(m[2]!);
    const name = product === undefined ? undefined : productName.get(product);
    if (name !== undefined) definitionName.set(m[1]!, name);
  }
  const byAssembly = new Map<string, Instances>();
  for (const m of text.matchAll(NAUO)) {
    const product = definitionName.get(m[5]!);
    if (product === undefined) continue;
    const list = byAssembly.get(m[4]!) ?? [];
    byAssembly.set(m[4]!, list);
    list.push({ instance: unquote(m[3]!), product });
  }
  for (const [definition, instances] of byAssembly) {
    const name = definitionName.get(definition);
    if (name === undefined) continue;
    const lists = out.get(name) ?? [];
    out.set(name, lists);
    lists.push(instances);
  }
  return out;
}

/**
 * The reader's tree with each assembly instance's own name put above it (as a node of its own), where
 * the STEP text names it: only when a node's children are exactly the instances of an assembly of
 * that node's name, model for model in the file's order — anything else is left as it is. Names
 * OpenCascade makes up (`=>[0:1:1:3]`) and names equal to the model's are skipped.
 */
export function withInstanceNames(root: StepTreeNode, assemblies: Map<string, Instances[]>): StepTreeNode {
  if (assemblies.size === 0) return root;
  const walk = (node: StepTreeNode): StepTreeNode => {
    const children = node.children.map(walk);
    const names = node.children.map((c) => c.name);
    const list = (assemblies.get(node.name) ?? []).find(
      (l) => l.length === names.length && l.every((e, i) => e.product === names[i]),
    );
    return {
      ...node,
      children: children.map((child, i) => {
        const instance = list?.[i]?.instance.trim();
        if (!instance || instance === child.name || instance.startsWith('=>')) return child;
        return { name: instance, meshes: [], children: [child] };
      }),
    };
  };
  return walk(root);
}
