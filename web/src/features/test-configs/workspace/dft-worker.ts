// The DFT engine in a Web Worker, so that analysing a big board never blocks typing (ARCHITECTURE.md:
// the browser runs the same engine as the server).
import { createDftHandler } from './dft-handler';
import type { DftRequest, DftResponse } from './dft-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<DftRequest>) => void) | null;
  postMessage(message: DftResponse): void;
}

const scope = self as unknown as WorkerScope;
const handle = createDftHandler();
scope.onmessage = (event) => {
  const answer = handle(event.data);
  if (answer) scope.postMessage(answer);
};
