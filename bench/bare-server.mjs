// The yardstick: a bare node:http server answering the same envelope our product list returns.
import { createServer } from 'node:http';

const body = process.env.BARE_BODY ?? '{"code":0,"data":null,"msg":"success"}';
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
