// A real SMTP server for the end-to-end suite (decision 050): the app server sends its mail here over SMTP_URL, and
// the tests read what arrived, parsed, from a small HTTP endpoint — as a member would read it in their mailbox.
// Usage: node smtp-capture.mjs <smtp port> <http port>
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
/** Every mail received since the start, oldest first. */
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          // The envelope's recipients: who the mail was really sent to, whatever its headers say.
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          headers: Object.fromEntries([...mail.headers].map(([key, value]) => [key, String(value)])),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

// GET /mails?to=<address>: the mails sent to that address, oldest first; GET /health: up.
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname !== '/mails') {
    response.statusCode = 404;
    return response.end();
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(received.filter((mail) => !to || mail.to.includes(to))));
}).listen(httpPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    smtp.close(() => process.exit(0));
  });
