// Entry point of Studio's worker threads. A worker does not inherit the parent's `--import tsx`
// (`execArgv: ['--import', 'tsx']` does not help either, and under Vitest there is none), so this
// plain-JavaScript file registers tsx's ESM hooks in the worker, then loads the TypeScript entry
// named by workerData.entry (a file URL). Tested from Vitest and from `node --import tsx`.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
