import { NextRequest } from "next/server";
import { GET as authGet, POST as authPostCatchAll } from "@/app/api/auth/[...nextauth]/route";
import { getSessionUser } from "@/server/auth/session";
import { SESSION_COOKIE } from "@/server/auth/token";
import { bumpSessionVersion, findUserByEmail } from "@/server/services/users";
import { latestLoginCode, postAuth, sessionCookie, sessionTokenFor } from "@/tests/helpers/auth";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase({ seed: true });
beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

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
});
