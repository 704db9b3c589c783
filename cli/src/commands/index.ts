import type { CommandEntry } from './command';

/**
 * The command table. Each command lives in its own file under commands/ and is registered here by
 * name ("inspect", "admin create-user", ...) with its help line; its module (and what it imports)
 * is loaded only when that command runs.
 */
export const commands: Record<string, CommandEntry> = {
  inspect: {
    summary: 'Import a design package and print the board it describes (--json, --svg)',
    load: async () => (await import('./inspect')).inspectCommand,
  },
  dft: {
    summary: 'Design-for-test report of a design package (--json, --side, --rules); exit 1 on a fail',
    load: async () => (await import('./dft')).dftCommand,
  },
  fixture: {
    summary:
      'Fixture design and fabrication package (--out DIR|FILE.zip, --select, --side, --rules, --catalog); exit 1 on a fail',
    load: async () => (await import('./fixture')).fixtureCommand,
  },
  export: {
    summary:
      'One tester file of the fixture: --format gencad|i3070|ipc356a|flying-probe --out PATH (--select, --config, --side); exit 1 on a fail',
    load: async () => (await import('./export')).exportCommand,
  },
  diff: {
    summary:
      'Is the fixture of an old revision valid on a new one: OLD... -- NEW... (--config, --select, --out, --json); exit 1 when not',
    load: async () => (await import('./diff')).diffCommand,
  },
  strategy: {
    summary: 'Test strategy of a design package (--json, --md, --csv, --pytest DIR, --config)',
    load: async () => (await import('./strategy')).strategyCommand,
  },
  'admin create-user': {
    summary: 'Create a user account (optionally staff, optionally pre-verified)',
    load: async () => (await import('./admin-create-user')).adminCreateUserCommand,
  },
  'admin grant-staff': {
    summary: 'Grant (or --revoke) staff to an existing user',
    load: async () => (await import('./admin-grant-staff')).adminGrantStaffCommand,
  },
  'admin sweep': {
    summary: 'Remove unreferenced stored files, old jobs and expired sessions',
    load: async () => (await import('./admin-sweep')).adminSweepCommand,
  },
  backup: {
    summary: 'Back up the embedded database and files to one .tar.gz',
    load: async () => (await import('./backup')).backupCommand,
  },
  restore: {
    summary: 'Restore a backup made by `studio backup`',
    load: async () => (await import('./restore')).restoreCommand,
  },
  catalog: {
    summary: 'Export or import the parts catalog and inventory counts as CSV; seed an empty catalog',
    load: async () => (await import('./catalog')).catalogCommand,
  },
};
