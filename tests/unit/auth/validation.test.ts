import { ZAuthRequest } from "@/lib/validation/auth";

const messageOf = (body: unknown) => {
  const result = ZAuthRequest.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("POST /api/auth body", () => {
  it("picks the branch from the body's shape and normalises the e-mail", () => {
    expect(ZAuthRequest.parse({ email: " A@B.co " })).toEqual({ kind: "send-code", email: "a@b.co" });
    expect(ZAuthRequest.parse({ email: "a@b.co", code: " 012345 " })).toEqual({
      kind: "sign-in",
      email: "a@b.co",
      code: "012345",
    });
    expect(ZAuthRequest.parse({ token: "t" })).toEqual({ kind: "verify-token", token: "t" });
  });

  it("reports each field's own message key", () => {
    expect(messageOf({})).toBe("emailRequired");
    expect(messageOf({ email: "" })).toBe("emailRequired");
    expect(messageOf({ email: "a@b" })).toBe("emailInvalid");
    expect(messageOf({ email: "a b@c.d" })).toBe("emailInvalid");
    expect(messageOf({ email: "a@b.co", code: "1234" })).toBe("codeInvalidFormat");
    expect(messageOf({ code: "123456" })).toBe("emailRequired");
    expect(messageOf({ token: "" })).toBe("tokenInvalid");
    expect(messageOf("text")).toBe("invalidInput");
    expect(messageOf(null)).toBe("invalidInput");
  });
});
