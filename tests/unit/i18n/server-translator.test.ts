import { serverTranslator } from "@/server/i18n";

describe("serverTranslator", () => {
  it("is one translator per language and namespace, kept (its compiled messages with it)", () => {
    const spanish = serverTranslator("es", "Assistant");
    expect(serverTranslator("es", "Assistant")).toBe(spanish);
    expect(serverTranslator("en", "Assistant")).not.toBe(spanish);
    expect(serverTranslator("es", "Errors")).not.toBe(spanish);
    expect(spanish("page", { page: 3 })).toBe(spanish("page", { page: 3 }));
    expect(spanish("page", { page: 3 })).not.toBe(spanish("page", { page: 4 }));
  });
});
