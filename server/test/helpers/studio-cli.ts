import { main } from '@studio/cli';
import { vi } from 'vitest';

/**
 * The `studio` command run in-process (`studio ...` is `main(argv)`) on the environment variables the
 * server reads; what it prints (log and error) is kept in `printed`, one run at a time.
 */
export class StudioCli {
  printed = '';

  run = async (...argv: string[]): Promise<number> => {
    const lines: string[] = [];
    const collect = (...parts: unknown[]) => void lines.push(parts.map(String).join(' '));
    const log = vi.spyOn(console, 'log').mockImplementation(collect);
    const error = vi.spyOn(console, 'error').mockImplementation(collect);
    try {
      return await main(argv);
    } finally {
      log.mockRestore();
      error.mockRestore();
      this.printed = lines.join('\n');
    }
  };
}
