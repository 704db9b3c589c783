/**
 * Version of core's engine: its readers of design files, the DFT rules and the fixture design.
 * Reports and fixture designs record it, and so does every board an importer reads (`Board.readBy`),
 * so that a stored result can be told apart from what the current engine would produce. Bump the
 * minor when a reading or a rule can change a verdict (1.3.0: KiCad bodies are the fabrication
 * outlines, not the courtyards, decision 0043), the major when the report shape changes.
 */
export const ENGINE_VERSION = '1.3.0';
