import { EQUIPMENT_CATALOG } from '@studio/core';

/** The catalogue's instrument names (the equipment input offers them). */
export const EQUIPMENT_NAMES: string[] = Object.values(EQUIPMENT_CATALOG).map((e) => e.name);

const ID_OF_NAME = new Map(Object.entries(EQUIPMENT_CATALOG).map(([id, e]) => [e.name.toLowerCase(), id]));

/** An equipment id as the engineer reads it: the catalogue's name, or the engineer's own words. */
export const equipmentName = (id: string): string => EQUIPMENT_CATALOG[id]?.name ?? id;

/** Back from a name to the id a step stores: the catalogue's id for its names, else the name as typed. */
export const equipmentId = (name: string): string => ID_OF_NAME.get(name.trim().toLowerCase()) ?? name.trim();
