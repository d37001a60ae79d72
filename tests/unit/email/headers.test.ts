import { singleLine, withSingleLineHeaders } from "@/server/email/headers";

describe("e-mail header fields are one line", () => {
  it.each([
    ["CR/LF", "Acme\r\nBcc: victim@example.com", "Acme Bcc: victim@example.com"],
    ["bare LF and CR", "Acme\nX-Injected: 1\rZ", "Acme X-Injected: 1 Z"],
    ["Unicode line breaks", "Acme\u0085NEL\u2028LS\u2029PS", "Acme NEL LS PS"],
    ["other controls", "Acme\u0000\u001b[31m\u007f", "Acme [31m"],
    ["leading and trailing breaks", "\r\nAcme\r\n", "Acme"],
  ])("%s become single spaces", (_case, input, expected) => {
    expect(singleLine(input)).toBe(expected);
  });

  it("keeps ordinary text, accents and inner spacing as they are", () => {
    expect(singleLine("Nueva solicitud de demo: Tortillería  «La Esperanza»")).toBe(
      "Nueva solicitud de demo: Tortillería  «La Esperanza»",
    );
  });

  it("applies to the recipient and the subject only: bodies keep their lines", () => {
    const message = {
      to: "ana@example.com\r\n",
      subject: "Hola\r\nBcc: x",
      text: "a\nb",
      html: "<p>a</p>\n<p>b</p>",
    };
    expect(withSingleLineHeaders(message)).toEqual({
      ...message,
      to: "ana@example.com",
      subject: "Hola Bcc: x",
    });
  });
});
