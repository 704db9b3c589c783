import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { startupLines, withoutCredentials } from './startup-lines';

const base = { NODE_ENV: 'development', DATA_DIR: '/srv/studio-data', PORT: '3000' };

describe('startupLines', () => {
  it('says where Studio listens, that the embedded database and files are in the data folder, and that mail stays in the outbox', () => {
    const config = loadConfig(base, { stdoutIsTty: false });
    expect(startupLines(config, '/srv/studio-data/outbox').map((l) => l.msg)).toEqual([
      'Studio is ready at http://localhost:3000',
      'data: /srv/studio-data (embedded database PGlite in db/, files in files/)',
      'mail: not sent (SMTP_URL is not set); each mail is kept in /srv/studio-data/outbox and its links are printed here',
    ]);
  });

  it('names PostgreSQL, the S3 bucket and the SMTP server without their passwords', () => {
    const config = loadConfig(
      {
        ...base,
        PUBLIC_URL: 'https://studio.example.com',
        DATABASE_URL: 'postgres://studio:hunter2@db.example.com:5432/studio',
        S3_BUCKET: 'studio-files',
        S3_ENDPOINT: 'https://minio.example.com:9000',
        SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      },
      { stdoutIsTty: false },
    );
    const lines = startupLines(config, '/srv/studio-data/outbox');
    expect(lines.map((l) => l.msg)).toEqual([
      'Studio is ready at https://studio.example.com',
      'data: PostgreSQL at postgres://db.example.com:5432/studio; files in the S3 bucket studio-files at https://minio.example.com:9000; the rest in /srv/studio-data',
      'mail: sent through smtps://smtp.example.com:465 from Studio <studio@localhost>',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|s3cret/);
  });
});

describe('withoutCredentials', () => {
  it('keeps scheme, host, port and path', () => {
    expect(withoutCredentials('postgres://u:p@h:5432/db?sslmode=require')).toBe('postgres://h:5432/db');
    expect(withoutCredentials('smtp://mail.example.com')).toBe('smtp://mail.example.com');
    expect(withoutCredentials('not a url')).toBe('(unparsable URL)');
  });
});
