export { parseCentroid, sideFromName } from './parse-centroid';
export type { CentroidDialect, CentroidFile, CentroidRow } from './types';
