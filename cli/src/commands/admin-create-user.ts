import { parseArgs } from 'node:util';
import { createUser, grantStaff } from '@studio/server';
import { runWithUsage, UsageError, withInstance } from './admin-shared';
import type { Command } from './command';

const USAGE = `Usage: studio admin create-user --email E --password P --name N [--staff] [--verified]

Creates an account on this instance (DATA_DIR / DATABASE_URL, as the server).

  --staff      make the user staff (the fixture shop running the instance)
  --verified   mark the e-mail address as confirmed; otherwise a confirmation mail is sent
               (written to <DATA_DIR>/outbox/ when no SMTP_URL is set)

With the embedded database, stop the server first: only one process can open it.`;

export const adminCreateUserCommand: Command = {
  run: (args) =>
    runWithUsage(USAGE, async () => {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          name: { type: 'string' },
          staff: { type: 'boolean', default: false },
          verified: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      });
      if (values.help) {
        console.log(USAGE);
        return 0;
      }
      const { email, password, name } = values;
      if (!email || !password || !name) throw new UsageError('--email, --password and --name are required');
      const created = await withInstance(async ({ auth, database }) => {
        const user = await createUser(auth, { email, password, name, verified: values.verified });
        if (values.staff) await grantStaff(database, { email: user.email, staff: true });
        return user;
      });
      const flags = [values.staff && 'staff', values.verified ? 'verified' : 'confirmation mail sent']
        .filter(Boolean)
        .join(', ');
      console.log(`Created user ${created.email} (${created.id}; ${flags}).`);
      return 0;
    }),
};
