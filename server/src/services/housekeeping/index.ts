export { blobReferences, referencedAmong } from './blob-references';
export { pruneJobs } from './prune-jobs';
export { pruneSessions } from './prune-sessions';
export {
  type HousekeepingDeps,
  type HousekeepingOptions,
  type HousekeepingReport,
  runHousekeeping,
  storageIdentity,
} from './run-housekeeping';
export { type HousekeepingSchedule, scheduleHousekeeping } from './schedule';
export { sweepBlobs } from './sweep-blobs';
export { withSweepLock } from './sweep-lock';
