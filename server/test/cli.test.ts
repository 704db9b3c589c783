import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import { StudioCli } from './helpers/studio-cli';
import { Agent, lastMail, PASSWORD, startApp, type TestApp, uniqueEmail } from './helpers/harness';

// The CLI's admin, backup and restore commands, run in-process (`studio ...` is `main(argv)`) on the
// same environment variables the server reads.

const savedEnv = { ...process.env };
function useEnv(env: Record<string, string>) {
  for (const key of ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'LOG_LEVEL']) delete process.env[key];
  Object.assign(process.env, env);
}

const cli = new StudioCli();
const studio = cli.run;

async function signIn(t: TestApp, email: string, password = PASSWORD) {
  const agent = new Agent(t.app);
  const res = await agent.post('/api/auth/sign-in/email', { email, password });
  return { status: res.status, me: res.status === 200 ? (await agent.get('/api/v1/me')).body : null };
}

afterEach(() => {
  process.env = { ...savedEnv };
});

describe.each(databases)('studio admin commands on $name', (database) => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'studio-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });

  // Each CLI run opens the embedded database on disk: generous limits for a loaded machine.
  it('creates users (verified or with a confirmation mail) and grants and revokes staff', {
    timeout: 240_000,
  }, async () => {
    useEnv(env());
    const ann = uniqueEmail('cli-ann');
    const bob = uniqueEmail('cli-bob');
    expect(
      await studio(
        'admin',
        'create-user',
        '--email',
        ann,
        '--password',
        PASSWORD,
        '--name',
        'Ann',
        '--staff',
        '--verified',
      ),
    ).toBe(0);
    expect(cli.printed).toContain(`Created user ${ann}`);
    expect(
      await studio('admin', 'create-user', '--email', bob, '--password', PASSWORD, '--name', 'Bob'),
    ).toBe(0);
    const mail = lastMail({ dataDir }, bob, 'verify-email');
    expect(mail.links.action).toContain('/confirm?type=verify-email&token=');

    expect(
      await studio('admin', 'create-user', '--email', ann, '--password', PASSWORD, '--name', 'Again'),
    ).toBe(1);
    expect(cli.printed).toContain('exists already');
    expect(await studio('admin', 'create-user', '--email', ann)).toBe(2);

    expect(await studio('admin', 'grant-staff', '--email', bob)).toBe(0);
    expect(cli.printed).toContain(`${bob} is now staff`);
    expect(await studio('admin', 'grant-staff', '--email', ann, '--revoke')).toBe(0);

    const t = await startApp(database, { DATA_DIR: dataDir, KEEP_PGLITE_ON_DISK: '1' });
    try {
      const signedIn = await signIn(t, ann);
      expect(signedIn.status).toBe(200);
      expect(signedIn.me.user).toMatchObject({ name: 'Ann', emailVerified: true, isStaff: false });
      expect((await signIn(t, bob)).status).toBe(403); // not confirmed yet
      if (database.name === 'pglite') {
        // The embedded database is open in the server: the CLI refuses instead of corrupting it.
        expect(await studio('admin', 'grant-staff', '--email', ann)).toBe(1);
        expect(cli.printed).toMatch(/in use by another Studio process/);
      }
    } finally {
      await t.close();
    }
  });
});

describe('studio backup and restore', () => {
  let dataDir: string;
  let backupDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'studio-backup-'));
    backupDir = mkdtempSync(path.join(tmpdir(), 'studio-backups-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('round-trips the embedded database and the auth secret, and refuses while a server runs', {
    timeout: 240_000,
  }, async () => {
    useEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const kept = uniqueEmail('kept');
    const later = uniqueEmail('later');
    const archive = path.join(backupDir, 'studio.tar.gz');
    expect(
      await studio(
        'admin',
        'create-user',
        '--email',
        kept,
        '--password',
        PASSWORD,
        '--name',
        'Kept',
        '--verified',
      ),
    ).toBe(0);

    const running = await startApp(
      { name: 'pglite', url: null },
      { DATA_DIR: dataDir, KEEP_PGLITE_ON_DISK: '1' },
    );
    try {
      expect(await studio('backup', '--out', archive)).toBe(1);
      expect(cli.printed).toMatch(/in use by another Studio process/);
      expect(existsSync(archive)).toBe(false);
    } finally {
      await running.close();
    }

    expect(await studio('backup', '--out', archive)).toBe(0);
    expect(cli.printed).toMatch(/Backed up db, auth-secret of/);
    expect(
      await studio(
        'admin',
        'create-user',
        '--email',
        later,
        '--password',
        PASSWORD,
        '--name',
        'Later',
        '--verified',
      ),
    ).toBe(0);

    expect(await studio('restore', archive)).toBe(1);
    expect(cli.printed).toContain('--force');
    expect(await studio('restore', archive, '--force')).toBe(0);
    expect(cli.printed).toMatch(/1 users, 0 companies/);
    expect(readdirSync(dataDir).some((f) => f.startsWith('before-restore-'))).toBe(true);

    const restored = await startApp(
      { name: 'pglite', url: null },
      { DATA_DIR: dataDir, KEEP_PGLITE_ON_DISK: '1' },
    );
    try {
      expect((await signIn(restored, kept)).status).toBe(200);
      expect((await signIn(restored, later)).status).toBe(401);
    } finally {
      await restored.close();
    }

    expect(await studio('restore', path.join(backupDir, 'missing.tar.gz'))).toBe(1);
  });
});
