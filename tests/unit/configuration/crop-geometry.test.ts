import {
  initialSelection,
  minSide,
  moveSelection,
  outputSide,
  resizeSelection,
  selectionPosition,
} from "@/components/configuration/crop-geometry";

const WIDE = { width: 600, height: 200 };
const TALL = { width: 300, height: 900 };

describe("the crop step's square selection", () => {
  it("starts as the largest square, centred", () => {
    expect(initialSelection(WIDE)).toEqual({ x: 200, y: 0, side: 200 });
    expect(initialSelection(TALL)).toEqual({ x: 0, y: 300, side: 300 });
  });

  it("moves, but never past the image's edges", () => {
    const start = initialSelection(WIDE);
    expect(moveSelection(start, 50, 30, WIDE)).toEqual({ x: 250, y: 0, side: 200 });
    expect(moveSelection(start, 10_000, 0, WIDE)).toEqual({ x: 400, y: 0, side: 200 });
    expect(moveSelection(start, -10_000, -5, WIDE)).toEqual({ x: 0, y: 0, side: 200 });
  });

  it("resizes around its centre, between a fifth of the shorter side and all of it", () => {
    const start = initialSelection(WIDE);
    expect(resizeSelection(start, 100, WIDE)).toEqual({ x: 250, y: 50, side: 100 });
    expect(resizeSelection(start, 1, WIDE).side).toBe(minSide(WIDE));
    expect(minSide(WIDE)).toBe(40);
    // Growing back near an edge slides it inside the image.
    const corner = moveSelection(resizeSelection(start, 100, WIDE), -1000, -1000, WIDE);
    expect(resizeSelection(corner, 200, WIDE)).toEqual({ x: 0, y: 0, side: 200 });
  });

  it("outputs at most the recommended size", () => {
    expect(outputSide({ x: 0, y: 0, side: 3000 }, 1024)).toBe(1024);
    expect(outputSide({ x: 0, y: 0, side: 200 }, 1024)).toBe(200);
  });

  it("says where it is as percentages of the room it has", () => {
    expect(selectionPosition(initialSelection(WIDE), WIDE)).toEqual({ left: 50, top: 0 });
    expect(selectionPosition({ x: 400, y: 0, side: 200 }, WIDE)).toEqual({ left: 100, top: 0 });
  });
});
