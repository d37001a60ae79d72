/**
 * @jest-environment node
 */
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import nextConfig from "@/next.config";

/** The headers a path gets from next.config.ts, matched exactly as Next compiles each `source`. */
async function headersFor(pathname: string): Promise<Record<string, string>> {
  const entries = (await nextConfig.headers?.()) ?? [];
  const result: Record<string, string> = {};
  for (const entry of entries) {
    const { regex } = buildCustomRoute("header", entry);
    if (!new RegExp(regex).test(pathname)) continue;
    for (const { key, value } of entry.headers) result[key] = value; // the last match wins
  }
  return result;
}

describe("next.config.ts headers()", () => {
  it.each(["/login", "/api/health", "/", "/es/chat", "/api/documents", "/api/documents/abc"])(
    "applies the app-wide CSP to %s",
    async (pathname) => {
      const headers = await headersFor(pathname);
      expect(headers["Content-Security-Policy"]).toContain("default-src 'self'");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    },
  );

  it.each(["/api/documents/abc/file", "/api/documents/0b6f7a0e-1c1e-4f43-9d8e-2f6a4c3e5b7d/file"])(
    "leaves the CSP of %s to the route, keeping the other security headers",
    async (pathname) => {
      const headers = await headersFor(pathname);
      expect(headers["Content-Security-Policy"]).toBeUndefined();
      expect(headers).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" });
    },
  );

  it("still covers paths that only look like the file route", async () => {
    for (const pathname of [
      "/api/documents/abc/file/extra",
      "/api/documents/abc/files",
      "/x/api/documents/a/file",
    ]) {
      expect((await headersFor(pathname))["Content-Security-Policy"]).toContain("default-src 'self'");
    }
  });
});
