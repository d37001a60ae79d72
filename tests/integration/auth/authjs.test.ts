import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { getSessionUser } from "@/server/auth/session";
import { SESSION_COOKIE } from "@/server/auth/token";
import { bumpSessionVersion, findUserByEmail } from "@/server/services/users";
import { latestLoginCode, postAuth, sessionCookie, sessionTokenFor } from "@/tests/helpers/auth";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase({ seed: true });
beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

/** The catch-all's route context, as Next builds it from the path after /api/auth/. */
const context = (request: Request) => ({
  params: Promise.resolve({ nextauth: new URL(request.url).pathname.split("/").slice(3) }),
});
const authGet = (request: NextRequest) => GET(request, context(request));
const authPostCatchAll = (request: NextRequest) => POST(request, context(request));

const cookieValues = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => c.split(";")[0].split(/=(.*)/s).slice(0, 2)));

/** Auth.js's own Credentials sign-in: GET csrf, then POST the form to /api/auth/callback/otp. */
async function authJsSignIn(email: string, code: string) {
  const csrf = await authGet(new NextRequest("http://localhost/api/auth/csrf"));
  const { csrfToken } = await csrf.json();
  const cookie = Object.entries(cookieValues(csrf))
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  return authPostCatchAll(
    new NextRequest("http://localhost/api/auth/callback/otp", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie,
        "x-forwarded-for": "192.0.2.7",
      },
      body: new URLSearchParams({ csrfToken, email, code }),
    }),
  );
}

const session = async (token: string) => {
  const response = await authGet(
    new NextRequest("http://localhost/api/auth/session", { headers: sessionCookie(token) }),
  );
  return response.json();
};

describe("Auth.js endpoints share the OTP service and the token format", () => {
  it("signs in through /api/auth/callback/otp with a token our guards accept", async () => {
    await postAuth({ email: "member@example.com" }, { "x-forwarded-for": "192.0.2.7" });
    const response = await authJsSignIn("member@example.com", await latestLoginCode("member@example.com"));
    expect(response.status).toBe(302);
    const token = cookieValues(response)[SESSION_COOKIE];
    expect(token).toBeTruthy();
    const user = await getSessionUser(
      new Request("http://localhost/", { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(user?.email).toBe("member@example.com");
    expect(user?.lastLoginAt).not.toBeNull();
  });

  it("refuses a wrong code with Auth.js's generic CredentialsSignin redirect", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {}); // Auth.js logs "[auth][error] CredentialsSignin"
    const response = await authJsSignIn("admin@example.com", "000000");
    expect(response.headers.get("location")).toContain("error=CredentialsSignin");
    expect(cookieValues(response)[SESSION_COOKIE]).toBeUndefined();
  });

  it("reads our own tokens in /api/auth/session and honours revocation", async () => {
    const token = await sessionTokenFor("admin@example.com");
    expect((await session(token)).user).toMatchObject({ email: "admin@example.com", role: "admin" });
    const admin = await findUserByEmail("admin@example.com");
    await bumpSessionVersion(admin!.id);
    expect(await session(token)).toBeNull();
  });

  it("revokes the token on Auth.js's own sign-out too, not only the cookie", async () => {
    const token = await sessionTokenFor("member@example.com");
    const csrf = await authGet(
      new NextRequest("http://localhost/api/auth/csrf", { headers: sessionCookie(token) }),
    );
    const { csrfToken } = await csrf.json();
    const cookie = [
      ...Object.entries(cookieValues(csrf)).map(([k, v]) => `${k}=${v}`),
      `${SESSION_COOKIE}=${token}`,
    ].join("; ");
    const response = await authPostCatchAll(
      new NextRequest("http://localhost/api/auth/signout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ csrfToken }),
      }),
    );
    expect(response.status).toBe(302);
    const asBearer = new Request("http://localhost/", { headers: { authorization: `Bearer ${token}` } });
    expect(await getSessionUser(asBearer)).toBeNull();
  });

  it("answers paths Auth.js does not serve with the API's JSON 404", async () => {
    for (const path of ["/api/auth/whatever", "/api/auth/users/extra"]) {
      const response = await authGet(new NextRequest(`http://localhost${path}`));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: expect.any(String) });
    }
  });
});
