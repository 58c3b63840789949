// The yardstick: a bare node:http server answering, byte for byte in size, what our API answers.
// BARE_RESPONSES is a JSON object { "<path prefix>": { "headers": [name, value, ...], "body": "..." } }:
// per target, the same header names and value lengths and the same body, so both servers put
// the same bytes on the wire (Node adds date, connection and keep-alive to both alike).
import { createServer } from 'node:http';

const fallback = { headers: ['content-type', 'application/json; charset=utf-8'], body: '{"code":0,"data":null,"msg":"success"}' };
const responses = Object.entries(JSON.parse(process.env.BARE_RESPONSES ?? '{}')).map(([prefix, answer]) => {
  const headers = [...answer.headers, 'content-length', String(Buffer.byteLength(answer.body))];
  return { prefix, headers, body: answer.body };
});
const defaultAnswer = { headers: [...fallback.headers, 'content-length', String(Buffer.byteLength(fallback.body))], body: fallback.body };

createServer((req, res) => {
  const answer = responses.find((r) => req.url.startsWith(r.prefix)) ?? defaultAnswer;
  res.writeHead(200, answer.headers);
  res.end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
