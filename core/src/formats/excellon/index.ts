export { parseExcellon, platingFromName } from './parse-excellon';
export type { DrillFunction, DrillHit, ExcellonDrill, ExcellonTool, SlotEnds } from './types';
