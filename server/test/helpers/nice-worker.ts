import { serveWorker } from '../../src/workers/serve-worker';
import { threadNice } from '../../src/workers/thread-priority';

// A pool worker that answers with its own thread's nice value (workers.test: thread priority).
serveWorker(async () => ({ value: threadNice() }));
