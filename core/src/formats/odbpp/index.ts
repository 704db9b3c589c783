export {
  DEFAULT_MAX_MEMBER_BYTES,
  importOdbpp,
  importOdbppWithDetails,
  type OdbppDetails,
} from './import-odbpp';
export { findOdbppRoots, isOdbppMatrix, type OdbFile } from './tree';
export { readTarball, TarError, type TarLimits, type TarResult, untar } from './tar';
