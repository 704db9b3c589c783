import type { XmlNode } from './xml-tree';

/** Small readers over kept XML nodes. Attribute values are raw strings; numbers are parsed here. */

export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined => node?.child(name);

export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node ? node.childrenNamed(name) : [];

/** A finite number attribute, or undefined when absent, blank or not a number (as `Number` reads it). */
export const numAttr = (node: XmlNode | undefined, name: string): number | undefined => node?.num(name);

/** IPC-2581 booleans are xsd:boolean ("true" / "false" / "1" / "0"); writers also use upper case. */
export const boolAttr = (node: XmlNode | undefined, name: string): boolean | undefined =>
  boolValue(node?.attr(name));

/** An attribute value read as boolAttr reads it. */
export function boolValue(value: string | undefined): boolean | undefined {
  const raw = value?.trim().toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return undefined;
}

export const strAttr = (node: XmlNode | undefined, name: string): string | undefined => {
  const raw = node?.attr(name);
  return raw === undefined ? undefined : raw.trim();
};

/** Upper-case enumeration value (IPC-2581 enumerations are upper case; some writers are not). */
export const enumAttr = (node: XmlNode | undefined, name: string): string => enumValue(node?.attr(name));

/** An attribute value read as enumAttr reads it. */
export const enumValue = (value: string | undefined): string => (value ?? '').trim().toUpperCase();
