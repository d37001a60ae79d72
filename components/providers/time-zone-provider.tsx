"use client";

import { useLocale } from "next-intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import {
  DEFAULT_TIME_ZONE,
  formatCalendarDay,
  formatInstant,
  type DateInput,
  type DateStyle,
} from "@/lib/dates/format";

/**
 * The time zone the dates below it are shown in (issue 24 point 8). The admin and chat layouts give
 * the signed-in user's organisation's zone; the super-admin area lists many organisations, so it keeps
 * DEFAULT_TIME_ZONE, except an organisation's detail, which shows that organisation's zone.
 */
const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

export function TimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

export const useTimeZone = () => useContext(TimeZoneContext);

/** lib/dates/format.ts bound to the reader's language and the screen's zone. */
export function useDateFormat() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return useMemo(
    () => ({
      timeZone,
      format: (value: DateInput, style: DateStyle) => formatInstant(value, { locale, timeZone, style }),
      calendarDay: (day: string, style: "date" | "dayMonth") => formatCalendarDay(day, { locale, style }),
    }),
    [locale, timeZone],
  );
}
