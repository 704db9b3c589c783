import { parseArgs } from 'node:util';
import { createEventBus, grantStaff } from '@studio/server';
import { runWithUsage, UsageError, withInstance } from './admin-shared';
import type { Command } from './command';

const USAGE = `Usage: studio admin grant-staff --email E [--revoke]

Makes an existing user staff (the fixture shop: catalog, inventory, order fulfilment), or with
--revoke takes it away again. The last staff user cannot be revoked.`;

export const adminGrantStaffCommand: Command = {
  run: (args) =>
    runWithUsage(USAGE, async () => {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          revoke: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      });
      if (values.help) {
        console.log(USAGE);
        return 0;
      }
      const email = values.email;
      if (!email) throw new UsageError('--email is required');
      const status = await withInstance(async ({ config, database }) => {
        // Servers on the same PostgreSQL database keep actors for a few seconds: they hear of the
        // change through the live-event bus (on the embedded database no server runs beside us).
        const bus =
          config.database.kind === 'postgres'
            ? await createEventBus({ databaseUrl: config.database.url })
            : undefined;
        try {
          return await grantStaff({ db: database.db, bus }, { email, staff: !values.revoke });
        } finally {
          await bus?.close();
        }
      });
      console.log(`${status.email} is ${status.isStaff ? 'now staff' : 'no longer staff'}.`);
      return 0;
    }),
};
