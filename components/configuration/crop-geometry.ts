/**
 * The square selection of the crop step (issue 24 point 6), in the source image's pixels: pure
 * arithmetic, so the dialog only turns pointer and key events into these calls.
 */
export type ImageSize = { width: number; height: number };
export type Selection = { x: number; y: number; side: number };

/** The smallest selection offered, as a share of the image's shorter side. */
export const MIN_SIDE_SHARE = 0.2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const maxSide = (image: ImageSize) => Math.min(image.width, image.height);
export const minSide = (image: ImageSize) => Math.max(1, Math.round(maxSide(image) * MIN_SIDE_SHARE));

/** The largest square, centred: what most wide logos want (the mark in the middle). */
export function initialSelection(image: ImageSize): Selection {
  const side = maxSide(image);
  return { x: Math.round((image.width - side) / 2), y: Math.round((image.height - side) / 2), side };
}

/** Moves the selection by (dx, dy) source pixels, never past the image's edges. */
export function moveSelection(selection: Selection, dx: number, dy: number, image: ImageSize): Selection {
  return {
    ...selection,
    x: Math.round(clamp(selection.x + dx, 0, image.width - selection.side)),
    y: Math.round(clamp(selection.y + dy, 0, image.height - selection.side)),
  };
}

/** Resizes around the selection's centre, between minSide and the shorter side, inside the image. */
export function resizeSelection(selection: Selection, side: number, image: ImageSize): Selection {
  const next = Math.round(clamp(side, minSide(image), maxSide(image)));
  const centreX = selection.x + selection.side / 2;
  const centreY = selection.y + selection.side / 2;
  return moveSelection({ x: centreX - next / 2, y: centreY - next / 2, side: next }, 0, 0, image);
}

/** The square image's side: the selection's own, scaled down to at most `max` (the recommended size). */
export const outputSide = (selection: Selection, max: number) => Math.min(selection.side, max);

/** Where the selection sits, as whole percentages of the room it has to move (for screen readers). */
export function selectionPosition(selection: Selection, image: ImageSize): { left: number; top: number } {
  const share = (offset: number, room: number) => (room > 0 ? Math.round((offset / room) * 100) : 0);
  return {
    left: share(selection.x, image.width - selection.side),
    top: share(selection.y, image.height - selection.side),
  };
}
