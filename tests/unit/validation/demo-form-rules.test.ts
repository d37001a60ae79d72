import { DEMO_ROLES, demoFormErrors, type DemoFormValues } from "@/lib/validation/demo-form-rules";

const valid: DemoFormValues = {
  fullName: "Ana López",
  workEmail: "ana@empresa.mx",
  companyName: "Empresa",
  role: "CTO",
  phone: "",
  agreedToSubscribe: true,
};

describe("demoFormErrors (spec §5)", () => {
  it("accepts a complete form, with or without a phone", () => {
    expect(demoFormErrors(valid)).toEqual({});
    expect(demoFormErrors({ ...valid, phone: "+52 55 1234 5678" })).toEqual({});
  });

  it("names every failing field with its translation key, in form order", () => {
    const errors = demoFormErrors({
      fullName: " ",
      workEmail: "",
      companyName: "\t",
      role: "",
      phone: "",
      agreedToSubscribe: false,
    });
    expect(Object.entries(errors)).toEqual([
      ["fullName", "fullNameRequired"],
      ["workEmail", "emailRequired"],
      ["companyName", "companyRequired"],
      ["role", "roleRequired"],
      ["agreedToSubscribe", "agreementRequired"],
    ]);
  });

  it.each(["ana", "ana@empresa", "@empresa.mx", "ana@.mx", "ana @empresa.mx", "ana@empresa."])(
    "refuses the e-mail %p as invalid",
    (workEmail) => expect(demoFormErrors({ ...valid, workEmail }).workEmail).toBe("emailInvalid"),
  );

  it("accepts exactly the ten role choices", () => {
    expect(DEMO_ROLES).toHaveLength(10);
    for (const role of DEMO_ROLES) expect(demoFormErrors({ ...valid, role }).role).toBeUndefined();
    expect(demoFormErrors({ ...valid, role: "ceo/founder" }).role).toBe("roleRequired");
  });
});
