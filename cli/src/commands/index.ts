import { adminCreateUserCommand } from './admin-create-user';
import { adminGrantStaffCommand } from './admin-grant-staff';
import { adminSweepCommand } from './admin-sweep';
import { backupCommand } from './backup';
import { catalogCommand } from './catalog';
import type { Command } from './command';
import { dftCommand } from './dft';
import { inspectCommand } from './inspect';
import { restoreCommand } from './restore';

/**
 * The command table. Each command lives in its own file under commands/ and is registered here by
 * name ("inspect", "admin create-user", ...).
 */
export const commands: Record<string, Command> = {
  inspect: inspectCommand,
  dft: dftCommand,
  'admin create-user': adminCreateUserCommand,
  'admin grant-staff': adminGrantStaffCommand,
  'admin sweep': adminSweepCommand,
  backup: backupCommand,
  restore: restoreCommand,
  catalog: catalogCommand,
};
