import type { XmlNode } from './xml-tree';

/** Small readers over kept XML nodes. Attribute values are raw strings; numbers are parsed here. */

export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  node?.children.find((c) => c.name === name);

export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node ? node.children.filter((c) => c.name === name) : [];

/** A finite number attribute, or undefined when absent or not a number. */
export function numAttr(node: XmlNode | undefined, name: string): number | undefined {
  const raw = node?.attrs[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const v = Number(raw);
  return Number.isFinite(v) ? v : undefined;
}

/** IPC-2581 booleans are xsd:boolean ("true" / "false" / "1" / "0"); writers also use upper case. */
export function boolAttr(node: XmlNode | undefined, name: string): boolean | undefined {
  const raw = node?.attrs[name]?.trim().toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return undefined;
}

export const strAttr = (node: XmlNode | undefined, name: string): string | undefined => {
  const raw = node?.attrs[name];
  return raw === undefined ? undefined : raw.trim();
};

/** Upper-case enumeration value (IPC-2581 enumerations are upper case; some writers are not). */
export const enumAttr = (node: XmlNode | undefined, name: string): string =>
  (node?.attrs[name] ?? '').trim().toUpperCase();
