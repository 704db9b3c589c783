/**
 * Version of the DFT / fixture engine. Reports record it so that a stored report can be told apart
 * from one the current engine would produce. Bump the minor when a rule's verdict can change, the
 * major when the report shape changes.
 */
export const ENGINE_VERSION = '1.2.0';
