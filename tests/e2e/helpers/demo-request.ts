import { expect, type Page } from "@playwright/test";

/**
 * Stores a demo request through the public API, as the landing form would, from an address of its
 * own (each visitor IP may send 5 an hour), and checks it was accepted.
 */
export async function requestDemo(
  page: Page,
  person: { fullName: string; workEmail: string; companyName: string; role: string },
  visitorIp: string,
): Promise<void> {
  const response = await page.request.post("/api/demo_request", {
    data: { ...person, agreedToSubscribe: true },
    headers: { "x-forwarded-for": visitorIp },
  });
  expect(response.status()).toBe(201);
}
