/**
 * A local HTTP server standing in for a remote service (a geocoder, Bright Sky): `handle` answers each
 * request, and every request is recorded, so tests run without the internet.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type HttpStub = {
  url: string;
  requests: Array<{ url: string; headers: IncomingMessage["headers"]; body: string }>;
  server: Server;
};

export async function startStub(
  handle: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<HttpStub> {
  const requests: HttpStub["requests"] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      requests.push({ url: request.url ?? "", headers: request.headers, body });
      handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

export const closeStub = (stub: { server: Server }) =>
  new Promise<void>((resolve) => {
    stub.server.closeAllConnections();
    stub.server.close(() => resolve());
  });

export const json = (response: ServerResponse, body: unknown) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};
