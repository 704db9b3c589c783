// @studio/server: the app factory and the pieces the CLI reuses (same database, same auth).
export { buildApp, type AppDeps, type BuildOptions } from './app';
export { loadConfig, ConfigError, type Config } from './env';
export { memoryBound, type MemoryBound } from './memory-bound';
export { openDatabase, type Database, type Db } from './db/client';
export { migrateDatabase } from './db/migrate';
export { acquireDataDirLock, readLockHolder, DataDirLockedError } from './db/lock';
export { createAuth } from './auth/auth';
export { resolveAuthSecret, authSecretPath } from './auth/secret';
export { resolveSession } from './auth/session';
export { grantStaff } from './services/account/grant-staff';
export { createEventBus } from './realtime/create-bus';
export { openInstance, type Instance } from './instance';
export { createUser } from './services/account/create-user';
export { ServiceError } from './services/errors';
export { summarizeInstance } from './services/instance/summarize';
export { exportPartsCsv, importPartsCsv } from './services/parts/parts-csv';
export { exportInventoryCsv, importInventoryCsv } from './services/inventory/inventory-csv';
export { seedCatalogIfEmpty } from './seed/seed-catalog';
export { runHousekeeping, type HousekeepingReport } from './services/housekeeping/index';
export { createBlobStore } from './storage/index';
export { formatBytes } from './services/duts/errors';
export { buildFabricationPackage, type FabricationPackage } from './services/fixtures/build-package';
export {
  draftStrategyWithFixture,
  type FixtureStrategyInput,
} from './services/test-strategies/draft-with-fixture';
export { seedFixtureCatalog, toFixtureCatalog } from './services/fixtures/fixture-catalog';
export { readCatalogCsv } from './services/parts/parts-csv';
export { readStepModel } from './services/step-models/read-step';
