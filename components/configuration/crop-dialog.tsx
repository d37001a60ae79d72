"use client";

import { Crop } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import {
  initialSelection,
  maxSide,
  minSide,
  moveSelection,
  outputSide,
  resizeSelection,
  selectionPosition,
  type ImageSize,
  type Selection,
} from "./crop-geometry";

/** Arrow keys move the selection by this share of the image (Shift: ten times as far). */
const KEY_STEP_SHARE = 0.01;

/** The selected square as a PNG of at most `maxOutput` px a side. */
function cropToPng(image: HTMLImageElement, selection: Selection, maxOutput: number): Promise<Blob> {
  const side = outputSide(selection, maxOutput);
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("No 2D canvas"));
  context.imageSmoothingQuality = "high";
  context.drawImage(image, selection.x, selection.y, selection.side, selection.side, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("Canvas gave no PNG"))), "image/png"),
  );
}

/**
 * The crop-to-square step (issue 24 point 6): a wide or tall logo or profile image is not a dead end.
 * A square selection (the largest, centred, to start) is moved by dragging it or with the arrow keys
 * and sized with a slider; "Crop and upload" sends the square as a PNG. When the image is acceptable
 * as it is (a profile image, or a logo close enough to square), it may also go uncropped.
 */
export function CropDialog({
  file,
  image: size,
  maxOutput,
  acceptedAsIs,
  onCropped,
  onUploadAsIs,
  onCancel,
}: {
  file: File;
  image: ImageSize;
  /** The output's largest side (the kind's recommended size). */
  maxOutput: number;
  acceptedAsIs: boolean;
  onCropped: (png: Blob) => Promise<void>;
  onUploadAsIs: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Configuration.crop");
  const titleId = useId();
  const descriptionId = useId();
  const sizeId = useId();
  const positionId = useId();
  const [url] = useState(() => URL.createObjectURL(file));
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const [selection, setSelection] = useState(() => initialSelection(size));
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: Selection } | null>(null);
  const selectionBox = useRef<HTMLDivElement>(null);

  /** Source pixels per displayed pixel. */
  const scale = () => size.width / (frame.current?.clientWidth || size.width);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: selection,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const ratio = scale();
    setSelection(
      moveSelection(
        current.from,
        (event.clientX - current.startX) * ratio,
        (event.clientY - current.startY) * ratio,
        size,
      ),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = Math.max(1, Math.round(maxSide(size) * KEY_STEP_SHARE)) * (event.shiftKey ? 10 : 1);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (event.key === "Home")
      setSelection((current) => moveSelection(current, -size.width, -size.height, size));
    else if (event.key === "End")
      setSelection((current) => moveSelection(current, size.width, size.height, size));
    else if (move) setSelection((current) => moveSelection(current, move[0], move[1], size));
    else return;
    event.preventDefault();
  };

  const crop = async () => {
    if (!picture.current) return;
    setWorking(true);
    setFailed(false);
    try {
      await onCropped(await cropToPng(picture.current, selection, maxOutput));
    } catch {
      setFailed(true);
      setWorking(false);
    }
  };

  const position = selectionPosition(selection, size);
  const percent = (value: number, total: number) => `${(value / total) * 100}%`;
  return (
    <DialogFrame
      titleId={titleId}
      descriptionId={descriptionId}
      onClose={onCancel}
      initialFocus={selectionBox}
      className="sm:max-w-xl"
    >
      <div className="overflow-y-auto p-5 sm:p-6">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Crop aria-hidden="true" className="size-5 text-slate-500" />
          {t("title")}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {t(acceptedAsIs ? "descriptionOptional" : "description", {
            width: size.width,
            height: size.height,
          })}
        </p>
        <div className="mt-4 flex justify-center rounded-xl bg-slate-100 p-2">
          <div ref={frame} className="relative max-w-full touch-none overflow-hidden select-none">
            {/* A local object URL of the chosen file: next/image cannot load it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              ref={picture}
              src={url}
              alt={t("imageAlt")}
              draggable={false}
              className="block max-h-[45dvh] max-w-full"
            />
            <div
              ref={selectionBox}
              role="group"
              tabIndex={0}
              aria-label={t("selectionLabel")}
              aria-describedby={positionId}
              data-testid="crop-selection"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown}
              style={{
                left: percent(selection.x, size.width),
                top: percent(selection.y, size.height),
                width: percent(selection.side, size.width),
                height: percent(selection.side, size.height),
              }}
              className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.55)] outline-none focus-visible:border-brand focus-visible:ring-4 focus-visible:ring-brand-ring"
            />
          </div>
        </div>
        <p id={positionId} aria-live="polite" className="mt-2 text-xs text-slate-500">
          {t("position", { left: position.left, top: position.top, side: selection.side })}{" "}
          {t("keyboardHint")}
        </p>
        <div className="mt-3">
          <Label htmlFor={sizeId}>{t("size")}</Label>
          <input
            id={sizeId}
            type="range"
            min={minSide(size)}
            max={maxSide(size)}
            value={selection.side}
            aria-valuetext={t("sizeValue", { side: selection.side })}
            onChange={(event) =>
              setSelection((current) => resizeSelection(current, Number(event.target.value), size))
            }
            className="mt-1 w-full accent-brand"
          />
        </div>
        {failed && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t("failed")}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onCancel} disabled={working}>
          {t("cancel")}
        </Button>
        {acceptedAsIs && (
          <Button variant="secondary" onClick={onUploadAsIs} disabled={working}>
            {t("uploadAsIs")}
          </Button>
        )}
        <Button onClick={() => void crop()} disabled={working}>
          {working ? <Spinner /> : <Crop aria-hidden="true" className="size-4" />}
          {working ? t("working") : t("confirm")}
        </Button>
      </div>
    </DialogFrame>
  );
}
