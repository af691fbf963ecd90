// A local stand-in for Google's siteverify endpoint. Tokens are `ok:<action>` (a pass with that
// action and a high score) or anything else (a failure), so tests choose the outcome.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4312);
createServer((req, res) => {
  if (req.url === '/health') return void res.end('ok');
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const token = new URLSearchParams(body).get('response') ?? '';
    const [verdict, action] = token.split(':');
    const answer =
      verdict === 'ok'
        ? { success: true, action, score: 0.9, hostname: '127.0.0.1', challenge_ts: new Date().toISOString() }
        : { success: false, 'error-codes': ['invalid-input-response'] };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
}).listen(port, '127.0.0.1');
