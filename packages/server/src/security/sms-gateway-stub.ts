import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TSmsGatewayStub = { url: string; messages: { to: string; body: string }[]; close: () => Promise<void> };

/** A local HTTP SMS gateway for production-mode tests: it keeps what the server posts to it. */
export async function startSmsGatewayStub(): Promise<TSmsGatewayStub> {
  const messages: TSmsGatewayStub['messages'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      messages.unshift(JSON.parse(body) as { to: string; body: string });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
