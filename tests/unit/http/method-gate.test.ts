import http from "node:http";
import type { AddressInfo } from "node:net";
import { installMethodGate } from "@/server/http/method-gate";

// A plain Node server stands in for `next start`'s: the gate sits on every http.Server.
let server: http.Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  installMethodGate();
  server = http.createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`);
    response.end("app");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

describe("the method gate", () => {
  it("answers TRACE and other unsupported methods on /api/* with 405 and the JSON error, in the caller's language", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const response = await send(method, "/api/health", { "accept-language": "en" });
      expect(response.status).toBe(405);
      expect(response.headers["content-type"]).toBe("application/json");
      expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(response.body)).toEqual({
        success: false,
        error: "This method is not allowed at this address.",
      });
    }
    const es = await send("TRACE", "/api", { "accept-language": "es-MX" });
    expect(JSON.parse(es.body).error).toBe("Este método no se admite en esta dirección.");
  });

  it("answers a plain 405 elsewhere", async () => {
    for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE"]) {
      const response = await send(method, "/");
      expect(response.status).toBe(405);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(response.body).toBe("405 Method Not Allowed");
    }
    expect((await send("TRACE", "/apiary")).headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("lets the methods the app serves through to it", async () => {
    reached.length = 0;
    expect((await send("GET", "/")).body).toBe("app");
    expect((await send("POST", "/login")).body).toBe("app");
    expect((await send("DELETE", "/api/documents/1")).body).toBe("app");
    expect((await send("OPTIONS", "/api/health")).body).toBe("app");
    expect(reached).toEqual(["GET /", "POST /login", "DELETE /api/documents/1", "OPTIONS /api/health"]);
  });
});
