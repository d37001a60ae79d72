import { brandStyle, contrastRatio, readableTextOn } from "@/lib/ui/brand-color";

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

  it("themes a subtree with the colour and its text colour, ignoring invalid values", () => {
    expect(brandStyle("#2563EB")).toEqual({
      "--color-brand": "#2563EB",
      "--color-brand-foreground": "#ffffff",
    });
    expect(brandStyle("red; background:url(x)")).toBeUndefined();
    expect(brandStyle(null)).toBeUndefined();
  });
});
