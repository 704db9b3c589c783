import type { Command } from './command';
import { inspectCommand } from './inspect';

/**
 * The command table. Each command lives in its own file under commands/ and is registered here by
 * name ("inspect", "admin create-user", ...).
 */
export const commands: Record<string, Command> = {
  inspect: inspectCommand,
};
