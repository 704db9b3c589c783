import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp';

// A minimal SMTP peer on 127.0.0.1 (RFC 5321's happy path: greeting, EHLO, MAIL, RCPT, DATA, QUIT)
// that keeps what it was sent, so the mailer is tried against a real connection.
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffered = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end = buffered.indexOf('\r\n');
      while (end !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake.test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        end = buffered.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
    }),
  );
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const mail = {
  to: 'ann@example.test',
  subject: 'Confirm your address',
  text: 'Open https://studio.example/confirm',
  html: '<p>Open <a href="https://studio.example/confirm">this link</a></p>',
  kind: 'verify-email',
  links: { confirm: 'https://studio.example/confirm' },
};

describe('SMTP mailer', () => {
  it('sends a mail through the SMTP server of the URL', async () => {
    const smtp = await fakeSmtp();
    servers.push(smtp.server);
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'studio@example.test' });
    expect(mailer.mode).toBe('smtp');
    await mailer.send(mail);
    await mailer.close();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: ann@example.test');
    expect(smtp.messages[0]).toContain('Subject: Confirm your address');
    expect(smtp.messages[0]).toContain('From: studio@example.test');
  });

  it('fails the send with the reason when the server cannot be reached', async () => {
    const smtp = await fakeSmtp();
    const port = smtp.port;
    await new Promise((resolve) => smtp.server.close(resolve));
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'studio@example.test' });
    await expect(mailer.send(mail)).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
  });

  it('closes without ever connecting when nothing was sent', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'studio@example.test' });
    await mailer.close();
  });
});
