import { ImportError } from '@studio/core';
import { formatPlace } from './inspect-summary';

/**
 * What a command prints when its input cannot be imported: the error, then — for an ImportError —
 * every diagnostic found before the engine gave up, so that each refused file says why.
 */
export function describeInputFailure(command: string, error: Error): string {
  const lines = [`studio ${command}: ${error.message}`];
  if (error instanceof ImportError)
    for (const d of error.diagnostics)
      lines.push(`  ${d.severity.padEnd(7)} ${d.code}  ${formatPlace(d)}  ${d.message}`);
  return lines.join('\n');
}
