"use client";

import { Palette } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { brandStyle } from "@/lib/ui/brand-color";
import { HEX_COLOR_PATTERN } from "@/lib/validation/config";
import { FlashMessage } from "./flash-message";
import { SettingsCard } from "./settings-card";
import { useFlash } from "./use-flash";
import { useSaveConfig, useSaveFailureText } from "./use-save-config";

/** Re-themes the whole area (shell included) at once: its root carries the brand variables inline. */
const brandScopeOf = (node: HTMLElement | null) => node?.closest<HTMLElement>("[data-brand-scope]") ?? null;

function paintBrand(scope: HTMLElement | null, color: string) {
  const style = brandStyle(color) as Record<string, string> | undefined;
  if (!scope || !style) return;
  for (const [name, value] of Object.entries(style)) scope.style.setProperty(name, value);
}

/** Spec §4: the picker re-themes live; only Save persists it; the result shows for 3 seconds. */
export function ColorCard({ savedColor }: { savedColor: string }) {
  const t = useTranslations("Configuration");
  const [color, setColor] = useState(savedColor);
  const [hexDraft, setHexDraft] = useState(savedColor);
  const anchor = useRef<HTMLDivElement>(null);
  const save = useSaveConfig();
  const failureText = useSaveFailureText();
  const { flash, show } = useFlash();
  const pickerId = useId();
  const hexId = useId();

  useEffect(() => paintBrand(brandScopeOf(anchor.current), color), [color]);
  // Leaving without saving puts the saved colour back (the latest one, once a save re-rendered it).
  const saved = useRef(savedColor);
  useEffect(() => {
    saved.current = savedColor;
  }, [savedColor]);
  useEffect(() => {
    // Found while mounted: once unmounted, the card is no longer inside the scope.
    const scope = brandScopeOf(anchor.current);
    return () => paintBrand(scope, saved.current);
  }, []);

  const choose = (next: string) => {
    setHexDraft(next);
    if (HEX_COLOR_PATTERN.test(next)) setColor(next.toUpperCase());
  };

  return (
    <SettingsCard
      id="config-color"
      title={t("color.title")}
      description={t("color.description")}
      icon={Palette}
    >
      <div ref={anchor} className="flex flex-wrap items-end gap-4">
        <div>
          <Label htmlFor={pickerId}>{t("color.picker")}</Label>
          <input
            id={pickerId}
            type="color"
            value={color.toLowerCase()}
            onChange={(event) => choose(event.target.value)}
            className="mt-1 h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </div>
        <div className="w-32">
          <Label htmlFor={hexId}>{t("color.hex")}</Label>
          <Input
            id={hexId}
            value={hexDraft}
            maxLength={7}
            spellCheck={false}
            aria-invalid={!HEX_COLOR_PATTERN.test(hexDraft)}
            onChange={(event) => choose(event.target.value.trim())}
            className="mt-1 font-mono uppercase"
          />
        </div>
        <span className="inline-flex h-11 items-center rounded-lg bg-brand px-4 text-sm font-medium text-brand-foreground">
          {t("color.preview")}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={save.isPending || color === savedColor}
          onClick={() =>
            save.mutate(
              { color },
              {
                onSuccess: () => show({ tone: "success", text: t("saved") }),
                onError: (error) => show({ tone: "error", text: failureText(error) }),
              },
            )
          }
        >
          {save.isPending && <Spinner />}
          {save.isPending ? t("color.saving") : t("color.save")}
        </Button>
        <FlashMessage flash={flash} />
      </div>
    </SettingsCard>
  );
}
