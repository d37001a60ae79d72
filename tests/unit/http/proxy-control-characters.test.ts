import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/**
 * Pages read their path and query too (the sign-in page looks up `?org=`, the organisation detail its
 * `[organizationId]`), so the proxy, which runs before every page, refuses control characters there.
 */
describe("proxy: a page URL with a control character", () => {
  it.each([
    "/login?org=%00",
    "/login?type=member&org=demo%0Abcc",
    "/super-admin/organizations/%00",
    "/admin/configuracion?tab=%7F",
    "/chat/%C0%AF",
  ])("%s answers 400 with the message in the caller's language", async (url) => {
    const spanish = await proxy(
      new NextRequest(`http://localhost${url}`, { headers: { "accept-language": "es" } }),
    );
    expect(spanish.status).toBe(400);
    expect(spanish.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await spanish.text()).toBe(es.Errors.urlControlCharacters);
    const english = await proxy(
      new NextRequest(`http://localhost${url}`, { headers: { "accept-language": "en" } }),
    );
    expect(await english.text()).toBe(en.Errors.urlControlCharacters);
  });

  it("lets an ordinary URL through, accents and encoded spaces included", async () => {
    for (const url of ["/login?org=demo", "/login?redirect=%2Fchat%3Fq%3Dd%C3%B3nde%20est%C3%A1"]) {
      const response = await proxy(new NextRequest(`http://localhost${url}`));
      expect(response.status).toBe(200);
    }
  });
});
