/**
 * Query keys of the DUT area. They start with `company` (lib/query-keys.ts) so that a company switch,
 * which clears every company-scoped query, clears these too.
 */
export const dutKeys = {
  all: ['company', 'duts'] as const,
  lists: ['company', 'duts', 'list'] as const,
  list: (apiQuery: string) => ['company', 'duts', 'list', apiQuery] as const,
  detail: (id: string) => ['company', 'duts', 'one', id] as const,
  files: (id: string) => ['company', 'duts', 'one', id, 'files'] as const,
  jobs: (id: string) => ['company', 'duts', 'one', id, 'jobs'] as const,
  /** Not under `detail`: refreshing the DUT must not download and redraw the board again. */
  board: (id: string) => ['company', 'duts', 'board', id] as const,
  /** The STEP display mesh that the board with content hash `boardSha` takes (decision 0048). */
  stepMesh: (id: string, boardSha: string) => ['company', 'duts', 'step-mesh', id, boardSha] as const,
  /** The latest `dut.import` live event of a DUT (see dut-live.ts). */
  progress: (id: string) => ['company', 'duts', 'progress', id] as const,
};
