import type { JobRunner } from './jobs/runner';
import { IMPORT_JOB } from './services/duts/import-job';
import { createImportHandler, type ImportJobDeps } from './services/duts/run-import';
import { PACKAGE_JOB } from './services/fixtures/package-job';
import type { PackageDeps } from './services/fixtures/request-package';
import { createPackageHandler } from './services/fixtures/run-package';
import { INDEX_JOB } from './services/knowledge/index-job';
import { createIndexHandler, type IndexJobDeps } from './services/knowledge/run-indexing';
import { createStepHandler, type StepJobDeps } from './services/step-models/run-step';
import { STEP_JOB } from './services/step-models/step-job';

// Part of the app's composition (with app-deps.ts): the job runner (jobs/) knows no job kind, the
// services know no runner; here each kind Studio runs is handed to its service's handler.

/** Every job kind Studio runs, with its handler. */
export function registerJobHandlers(
  runner: JobRunner,
  deps: ImportJobDeps & IndexJobDeps & PackageDeps & StepJobDeps,
): void {
  runner.register(IMPORT_JOB, createImportHandler(deps));
  runner.register(INDEX_JOB, createIndexHandler(deps));
  runner.register(PACKAGE_JOB, createPackageHandler(deps));
  runner.register(STEP_JOB, createStepHandler(deps));
}
