import { organizationIdBase } from "@/lib/organizations/id";
import { firstFreeOrganizationId } from "@/server/services/organizations/id";

describe("organizationIdBase", () => {
  it.each([
    ["Ferretería López", "ferreteria-lopez"],
    ["  Panadería  La Espiga, S.A. de C.V. ", "panaderia-la-espiga-s-a-de-c-v"],
    ["Ñandú & Cía.", "nandu-cia"],
    ["★★★", "organizacion"],
    ["a".repeat(60), "a".repeat(40)],
    [`${"b".repeat(39)} c`, "b".repeat(39)],
  ])("%j → %j", (name, id) => {
    expect(organizationIdBase(name)).toBe(id);
  });
});

describe("firstFreeOrganizationId", () => {
  it("keeps the base when free, else the first free numbered suffix", () => {
    expect(firstFreeOrganizationId("demo", ["demo-2"])).toBe("demo");
    expect(firstFreeOrganizationId("demo", ["demo", "demo-2", "demo-4"])).toBe("demo-3");
    expect(firstFreeOrganizationId("demo", ["demo", "demonios"])).toBe("demo-2");
  });
});
