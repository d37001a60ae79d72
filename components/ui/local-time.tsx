"use client";

import { useDateFormat } from "@/components/providers/time-zone-provider";
import type { DateStyle } from "@/lib/dates/format";

/**
 * An instant in the screen's time zone (TimeZoneProvider), as a <time> element whose tooltip names
 * the zone, so a reader can always tell which clock a date is on.
 */
export function LocalTime({
  value,
  style,
  className,
}: {
  value: string | Date;
  style: DateStyle;
  className?: string;
}) {
  const { format, timeZone } = useDateFormat();
  const iso = typeof value === "string" ? value : value.toISOString();
  return (
    <time dateTime={iso} title={timeZone} className={className}>
      {format(value, style)}
    </time>
  );
}
