/**
 * The one place dates and times are turned into text (issue 24 point 8): every screen and the CSV
 * export show an instant in ONE IANA time zone — the organisation's, or DEFAULT_TIME_ZONE on screens
 * that list many organisations — in the reader's language. The zone and the locale are always given
 * explicitly, so the server's render and the browser's hydration print the same text.
 */

/** Organisations that never chose a zone, and cross-organisation screens (super-admin lists). */
export const DEFAULT_TIME_ZONE = "America/Mexico_City";

/** The named presets every screen picks from, so one kind of date looks the same everywhere. */
export const DATE_STYLES = {
  /** 23 nov 2026 */
  date: { dateStyle: "medium" },
  /** 23 nov 2026, 10:05 */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** 23/11/26, 10:05 (dense tables) */
  shortDateTime: { dateStyle: "short", timeStyle: "short" },
  /** 10:05 */
  time: { timeStyle: "short" },
  /** 23 nov */
  dayMonth: { day: "numeric", month: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** Spec §9: dates in the es-ES format; English readers get en-US. */
const INTL_LOCALES: Record<string, string> = { es: "es-ES", en: "en-US" };
const intlLocale = (locale: string) => INTL_LOCALES[locale] ?? INTL_LOCALES.es;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

export type DateInput = Date | string | number;

/** An instant as the reader sees it: `formatInstant(at, {locale: "es", timeZone, style: "dateTime"})`. */
export function formatInstant(
  value: DateInput,
  { locale, timeZone, style }: { locale: string; timeZone: string; style: DateStyle },
): string {
  return formatter(intlLocale(locale), timeZone, DATE_STYLES[style]).format(new Date(value));
}

/**
 * A calendar day that has no time ("2026-11-23", as analytics buckets them): printed as that day
 * whatever the zone, since the server already counted it in the zone the screen names.
 */
export function formatCalendarDay(
  day: string,
  { locale, style }: { locale: string; style: "date" | "dayMonth" },
) {
  return formatter(intlLocale(locale), "UTC", DATE_STYLES[style]).format(new Date(`${day}T00:00:00Z`));
}

/** The parts of an instant on the zone's wall clock (24-hour), for sortable, language-free text. */
function wallClock(value: DateInput, timeZone: string) {
  const parts = formatter("en-US", timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}:${part("second")}`,
  };
}

/** "2026-11-23 10:05:00" on the zone's clock: what a spreadsheet sorts and reads as a date-time. */
export function formatSortableDateTime(value: DateInput, timeZone: string): string {
  const { date, time } = wallClock(value, timeZone);
  return `${date} ${time}`;
}

/** "2026-11-23": the day an instant falls on in the zone (file names). */
export function formatSortableDate(value: DateInput, timeZone: string): string {
  return wallClock(value, timeZone).date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11-23" plus `days` (negative: before), as calendar arithmetic. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function offsetMinutes(timeZone: string, at: number): number {
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(timeZoneOffset(timeZone, at));
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a calendar day starts on the zone's clock: "2026-11-23" in Mexico City is 06:00 UTC. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - offsetMinutes(timeZone, midnightUtc) * 60_000;
  // Once more with the offset in force at that instant, for a zone whose offset changes that night.
  return new Date(midnightUtc - offsetMinutes(timeZone, first) * 60_000);
}

/** "GMT-06:00": the zone's offset from UTC at that instant. */
export function timeZoneOffset(timeZone: string, at: DateInput = Date.now()): string {
  const parts = formatter("en-US", timeZone, { timeZoneName: "longOffset" }).formatToParts(new Date(at));
  const offset = parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  // ICU prints UTC itself as a bare "GMT".
  return offset === "GMT" ? "GMT+00:00" : offset;
}

/**
 * Every zone this runtime can format (IANA names), plus "UTC", which Intl lists under no region. The
 * server validates against its own list, and the configuration screen offers the server's list.
 */
let zones: readonly string[] | null = null;
let zoneSet: ReadonlySet<string> | null = null;

export function supportedTimeZones(): readonly string[] {
  zones ??= ["UTC", ...Intl.supportedValuesOf("timeZone")];
  return zones;
}

export function isSupportedTimeZone(value: string): boolean {
  zoneSet ??= new Set(supportedTimeZones());
  return zoneSet.has(value);
}

/** Mexico's zones, offered first on the configuration screen (its first customers are there). */
export const MEXICO_TIME_ZONES = [
  "America/Mexico_City",
  "America/Monterrey",
  "America/Merida",
  "America/Cancun",
  "America/Chihuahua",
  "America/Ciudad_Juarez",
  "America/Hermosillo",
  "America/Mazatlan",
  "America/Bahia_Banderas",
  "America/Matamoros",
  "America/Ojinaga",
  "America/Tijuana",
] as const;

export type TimeZoneOption = { value: string; label: string };

/**
 * The zones the configuration screen offers, labelled with their current offset ("America/Cancun
 * (GMT-05:00)"): Mexico's first, then every other zone this runtime knows, alphabetically. Built on
 * the server, so the choice offered is exactly what the server accepts.
 */
export function timeZoneOptions(at: DateInput = Date.now()): {
  mexico: TimeZoneOption[];
  others: TimeZoneOption[];
} {
  const option = (value: string) => ({ value, label: `${value} (${timeZoneOffset(value, at)})` });
  const mexico = MEXICO_TIME_ZONES.filter(isSupportedTimeZone);
  const others = supportedTimeZones().filter((zone) => !(mexico as readonly string[]).includes(zone));
  return { mexico: mexico.map(option), others: others.map(option) };
}
