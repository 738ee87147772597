// A bare Node http server answering every request with the same bytes: the yardstick.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [file, contentType, port] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
