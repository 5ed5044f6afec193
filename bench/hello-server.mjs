// The ceiling: the smallest useful node:http server answering a JSON body of BODY_BYTES (default tiny).
import { createServer } from 'node:http';

const size = Number(process.env.BODY_BYTES ?? 0);
const body = Buffer.from(JSON.stringify({ hello: 'world', padding: 'x'.repeat(Math.max(0, size - 32)) }));
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
