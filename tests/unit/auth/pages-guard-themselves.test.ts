import fs from "node:fs";
import path from "node:path";

// Next renders a page even when its layout shows an access screen instead of `children`, and sends
// the page's output to the browser. So every page of a guarded area must call guardPage() itself
// before it loads anything (pages that only redirect produce nothing and are exempt).
const AREAS = ["app/(signed-in)/admin", "app/(signed-in)/super-admin", "app/(signed-in)/chat"];

function pagesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

const isPureRedirect = (source: string) => /^\s*redirect\(/m.test(source) && !/\breturn\b/.test(source);

describe("pages in guarded areas", () => {
  const pages = AREAS.flatMap(pagesUnder);

  it("finds the area pages", () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  it.each(pages)("%s calls guardPage before rendering", (page) => {
    const source = fs.readFileSync(page, "utf8");
    if (isPureRedirect(source)) return;
    const body = source.slice(source.indexOf("export default"));
    expect(body).toMatch(/guardPage\("(admin|super-admin|member)"\)/);
    // The guard comes before any data is loaded: it is the first await of the page.
    expect(body.indexOf("await guardPage")).toBe(body.indexOf("await "));
  });
});
