// KiCad's own board loader, timed inside its process: Debian's `kicad` package (python3 importing
// pcbnew, then pcbnew.LoadBoard), as cli-bench.ts runs it as a whole process. The import of pcbnew is
// not timed; each LoadBoard is (CPU of the whole process, all threads, and wall).
import { spawnSync } from 'node:child_process';

const SYSTEM_PYTHON = '/usr/bin/python3';
const LOAD = `
import json, sys, time
import pcbnew
out = []
for i in range(int(sys.argv[2])):
    c0 = time.process_time(); t0 = time.perf_counter()
    b = pcbnew.LoadBoard(sys.argv[1])
    out.append({"cpuMs": (time.process_time() - c0) * 1000, "wallMs": (time.perf_counter() - t0) * 1000,
                "pads": len(b.GetPads())})
    del b
print(json.dumps(out))
`;

export interface KicadLoad {
  cpuMs: number;
  wallMs: number;
  pads: number;
}

export function kicadAvailable(): boolean {
  const r = spawnSync(SYSTEM_PYTHON, ['-c', 'import pcbnew'], { encoding: 'utf8' });
  return r.status === 0;
}

/**
 * `loads` LoadBoard calls of `file` in one fresh process (the first is its cold load); null when KiCad
 * cannot read the file here (KiCad 6 crashes without a display on boards that make it open a dialog).
 */
export function kicadLoads(file: string, loads: number): KicadLoad[] | null {
  const r = spawnSync(SYSTEM_PYTHON, ['-c', LOAD, file, String(loads)], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = r.stdout?.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !last.startsWith('[')) return null;
  return JSON.parse(last) as KicadLoad[];
}
