import fs from "node:fs";
import path from "node:path";
import { AA_CONTRAST, brandStyle, contrastRatio, hoverColorOf, readableTextOn } from "@/lib/ui/brand-color";

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

describe("brand colour", () => {
  it("picks the text colour that meets WCAG AA on the brand colour", () => {
    // White on the default orange is 2.8:1, so the default gets dark ink.
    expect(contrastRatio("#F97316", "#ffffff")).toBeLessThan(3);
    expect(readableTextOn("#F97316")).toBe("#111827");
    expect(contrastRatio("#F97316", readableTextOn("#F97316"))).toBeGreaterThanOrEqual(4.5);
    // Dark brand colours keep white text.
    expect(readableTextOn("#1E3A8A")).toBe("#ffffff");
    expect(readableTextOn("#000")).toBe("#ffffff");
  });

  it("passes AA on mid-tones, where neither white nor the dark ink does", () => {
    // #767676 is 4.54:1 against white; one shade lighter white fails, and the dark ink fails too.
    const midTone = "#777777";
    expect(contrastRatio(midTone, "#ffffff")).toBeLessThan(AA_CONTRAST);
    expect(contrastRatio(midTone, "#111827")).toBeLessThan(AA_CONTRAST);
    expect(readableTextOn(midTone)).toBe("#000000");
  });

  it("passes AA on every colour an organisation could choose (a 16-step grid of the RGB cube)", () => {
    const failing: string[] = [];
    for (let r = 0; r <= 255; r += 17)
      for (let g = 0; g <= 255; g += 17)
        for (let b = 0; b <= 255; b += 17) {
          const color = hex(r, g, b);
          if (contrastRatio(color, readableTextOn(color)) < AA_CONTRAST) failing.push(color);
          const hover = hoverColorOf(color);
          if (contrastRatio(hover, readableTextOn(hover)) < AA_CONTRAST) failing.push(`hover of ${color}`);
        }
    expect(failing).toEqual([]);
  });

  it("derives the hover shade as 80% of each channel (spec §9)", () => {
    expect(hoverColorOf("#F97316")).toBe("#c75c12");
    expect(hoverColorOf("#fff")).toBe("#cccccc");
  });

  it("themes a subtree with the colour and its text colours, ignoring invalid values", () => {
    expect(brandStyle("#2563EB")).toEqual({
      "--color-brand": "#2563EB",
      "--color-brand-foreground": "#ffffff",
      "--color-brand-hover-foreground": "#ffffff",
    });
    // The default orange takes dark ink; its hover shade is too dark for the ink (4.2:1), not for black.
    expect(brandStyle("#F97316")).toMatchObject({
      "--color-brand-foreground": "#111827",
      "--color-brand-hover-foreground": "#000000",
    });
    expect(brandStyle("red; background:url(x)")).toBeUndefined();
    expect(brandStyle(null)).toBeUndefined();
  });

  it("ships defaults in globals.css that are what brandStyle computes for the default colour", () => {
    const css = fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const variable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]+);`, "i").exec(css)?.[1];
    const brand = variable("color-brand");
    expect(brand).toBeDefined();
    expect({
      "--color-brand": brand,
      "--color-brand-foreground": variable("color-brand-foreground"),
      "--color-brand-hover-foreground": variable("color-brand-hover-foreground"),
    }).toEqual(brandStyle(brand));
  });
});
