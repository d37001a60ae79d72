import { nameFromEmail, parseInviteList } from "@/lib/users/invite-list";

describe("parseInviteList", () => {
  it("reads addresses one per line, or several on a line separated by commas, semicolons or spaces", () => {
    expect(
      parseInviteList(
        "ana@example.com\n\n  luis@example.com  \r\nmar@example.com, sol@example.com; eva@example.com  teo@example.com",
      ),
    ).toEqual([
      { email: "ana@example.com" },
      { email: "luis@example.com" },
      { email: "mar@example.com" },
      { email: "sol@example.com" },
      { email: "eva@example.com" },
      { email: "teo@example.com" },
    ]);
  });

  it("reads addresses as mail programs copy them, with the name", () => {
    expect(parseInviteList('Ana López <ana@example.com>, "Ruiz, Luis" <luis@example.com>')).toEqual([
      { email: "ana@example.com", name: "Ana López" },
      { email: "luis@example.com", name: "Ruiz, Luis" },
    ]);
  });

  it("reads CSV rows name, e-mail, role, with a header in either language, quotes and roles in either language", () => {
    const csv = [
      "\uFEFFnombre,correo,rol",
      "Ana López,ana@example.com,administrador",
      '"Ruiz, Luis",luis@example.com,Miembro',
      "Mar Soto,mar@example.com",
      '"Eva ""La Jefa"" Paz",eva@example.com,Administrator',
    ].join("\r\n");
    expect(parseInviteList(csv)).toEqual([
      { email: "ana@example.com", name: "Ana López", role: "admin" },
      { email: "luis@example.com", name: "Ruiz, Luis", role: "member" },
      { email: "mar@example.com", name: "Mar Soto" },
      { email: "eva@example.com", name: 'Eva "La Jefa" Paz', role: "admin" },
    ]);
  });

  it("reads rows copied from a spreadsheet (tabs) or exported with semicolons, whatever the column order", () => {
    expect(parseInviteList("Name\tEmail\tRole\nAna López\tana@example.com\tadmin")).toEqual([
      { email: "ana@example.com", name: "Ana López", role: "admin" },
    ]);
    expect(parseInviteList("luis@example.com;Luis Ruiz;member\nmar@example.com;admin")).toEqual([
      { email: "luis@example.com", name: "Luis Ruiz", role: "member" },
      { email: "mar@example.com", role: "admin" },
    ]);
  });

  it("keeps every other line as a row, for the server to report", () => {
    expect(parseInviteList("ana.example.com\nAna López\nLuis,luis@example.com,jefe")).toEqual([
      { email: "ana.example.com" },
      { email: "", name: "Ana López" },
      { email: "luis@example.com", name: "Luis", role: "jefe" },
    ]);
    expect(parseInviteList("  \n\n")).toEqual([]);
  });
});

describe("nameFromEmail", () => {
  it.each([
    ["ana.lopez@example.com", "Ana Lopez"],
    ["pedro_ramirez+ventas@example.com", "Pedro Ramirez"],
    ["MARIA-JOSE@example.com", "Maria Jose"],
    ["soporte2@example.com", "Soporte"],
    ["12345@example.com", ""],
  ])("%s → %j", (email, name) => {
    expect(nameFromEmail(email)).toBe(name);
  });
});
