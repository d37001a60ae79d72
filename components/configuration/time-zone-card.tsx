"use client";

import { Clock } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { formatInstant, type TimeZoneOption } from "@/lib/dates/format";
import { FlashMessage } from "./flash-message";
import { SettingsCard } from "./settings-card";
import { useFlash } from "./use-flash";
import { useSaveConfig, useSaveFailureText } from "./use-save-config";

const SELECT_CLASSES =
  "mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm focus-visible:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring disabled:cursor-not-allowed disabled:bg-slate-100";

const MINUTE_MS = 60_000;
const subscribeToClock = (onTick: () => void) => {
  const timer = window.setInterval(onTick, MINUTE_MS / 4);
  return () => window.clearInterval(timer);
};
/** The current minute: stable between ticks, so React re-renders only when it changes. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** The current time on the chosen zone's clock; none on the server, whose "now" would differ. */
function useNowIn(timeZone: string) {
  const locale = useLocale();
  const now = useSyncExternalStore(subscribeToClock, currentMinute, () => null);
  return now === null ? null : formatInstant(now, { locale, timeZone, style: "dateTime" });
}

/**
 * Issue 24 point 8: the organisation's time zone. Every date its screens show, and the CSV export,
 * are on this clock; saving re-renders the signed-in area with it. The zones come from the server.
 */
export function TimeZoneCard({
  savedTimeZone,
  zones,
}: {
  savedTimeZone: string;
  zones: { mexico: TimeZoneOption[]; others: TimeZoneOption[] };
}) {
  const t = useTranslations("Configuration.timeZone");
  const common = useTranslations("Configuration");
  const [timeZone, setTimeZone] = useState(savedTimeZone);
  const save = useSaveConfig();
  const failureText = useSaveFailureText();
  const { flash, show } = useFlash();
  const selectId = useId();
  const previewId = useId();
  const now = useNowIn(timeZone);

  return (
    <SettingsCard id="config-time-zone" title={t("title")} description={t("description")} icon={Clock}>
      <div>
        <Label htmlFor={selectId}>{t("label")}</Label>
        <select
          id={selectId}
          value={timeZone}
          aria-describedby={previewId}
          onChange={(event) => setTimeZone(event.target.value)}
          className={SELECT_CLASSES}
        >
          <optgroup label={t("groupMexico")}>
            {zones.mexico.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t("groupOthers")}>
            {zones.others.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        </select>
        <p id={previewId} className="mt-2 min-h-5 text-sm text-slate-600" data-testid="time-zone-preview">
          {now && t("preview", { time: now })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={save.isPending || timeZone === savedTimeZone}
          onClick={() =>
            save.mutate(
              { time_zone: timeZone },
              {
                onSuccess: () => show({ tone: "success", text: common("saved") }),
                onError: (error) => show({ tone: "error", text: failureText(error) }),
              },
            )
          }
        >
          {save.isPending && <Spinner />}
          {save.isPending ? t("saving") : t("save")}
        </Button>
        <FlashMessage flash={flash} />
      </div>
    </SettingsCard>
  );
}
