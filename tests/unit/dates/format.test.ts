import {
  addCalendarDays,
  DEFAULT_TIME_ZONE,
  formatCalendarDay,
  formatInstant,
  formatSortableDateTime,
  isSupportedTimeZone,
  MEXICO_TIME_ZONES,
  startOfDayIn,
  timeZoneOffset,
  timeZoneOptions,
} from "@/lib/dates/format";

const SUMMER = "2026-07-15T18:05:00Z";
const WINTER = "2026-01-15T18:05:00Z";

describe("formatInstant", () => {
  it("prints an instant on the zone's clock, in the reader's language", () => {
    const es = formatInstant(SUMMER, { locale: "es", timeZone: DEFAULT_TIME_ZONE, style: "dateTime" });
    const en = formatInstant(SUMMER, { locale: "en", timeZone: DEFAULT_TIME_ZONE, style: "dateTime" });
    expect(es).toBe("15 jul 2026, 12:05");
    expect(en).toMatch(/^Jul 15, 2026, 12:05\sPM$/);
  });

  it("Mexico City has had no daylight saving time since 2022: UTC-6 in summer and in winter", () => {
    const at = (value: string) =>
      formatInstant(value, { locale: "es", timeZone: DEFAULT_TIME_ZONE, style: "time" });
    expect(at(SUMMER)).toBe("12:05");
    expect(at(WINTER)).toBe("12:05");
    expect(timeZoneOffset(DEFAULT_TIME_ZONE, SUMMER)).toBe("GMT-06:00");
    expect(timeZoneOffset(DEFAULT_TIME_ZONE, WINTER)).toBe("GMT-06:00");
  });

  it("a zone that keeps daylight saving time moves with it", () => {
    const madrid = (value: string) =>
      formatInstant(value, { locale: "es", timeZone: "Europe/Madrid", style: "time" });
    expect(madrid(SUMMER)).toBe("20:05");
    expect(madrid(WINTER)).toBe("19:05");
    expect(formatInstant(SUMMER, { locale: "es", timeZone: "America/Cancun", style: "time" })).toBe("13:05");
  });

  it("the day changes with the zone: late evening in Mexico City is already tomorrow in UTC", () => {
    const lateEvening = "2026-11-24T04:30:00Z";
    expect(formatInstant(lateEvening, { locale: "es", timeZone: DEFAULT_TIME_ZONE, style: "date" })).toBe(
      "23 nov 2026",
    );
    expect(formatInstant(lateEvening, { locale: "es", timeZone: "UTC", style: "date" })).toBe("24 nov 2026");
  });

  it("gives the same text for a Date, an ISO string or a timestamp, and defaults to Spanish", () => {
    const options = { locale: "es", timeZone: DEFAULT_TIME_ZONE, style: "shortDateTime" } as const;
    const texts = [SUMMER, new Date(SUMMER), Date.parse(SUMMER)].map((value) =>
      formatInstant(value, options),
    );
    expect(new Set(texts)).toEqual(new Set(["15/7/26, 12:05"]));
    expect(formatInstant(SUMMER, { ...options, locale: "fr" })).toBe("15/7/26, 12:05");
  });

  it("calendar days are printed as the day they are, whatever the zone", () => {
    expect(formatCalendarDay("2030-03-09", { locale: "es", style: "date" })).toBe("9 mar 2030");
    expect(formatCalendarDay("2030-03-09", { locale: "en", style: "dayMonth" })).toBe("Mar 9");
  });

  it("sortable text for spreadsheets is 24-hour, zero-padded and language-free", () => {
    expect(formatSortableDateTime("2026-01-05T06:07:08Z", DEFAULT_TIME_ZONE)).toBe("2026-01-05 00:07:08");
    expect(formatSortableDateTime("2026-01-05T05:59:59Z", DEFAULT_TIME_ZONE)).toBe("2026-01-04 23:59:59");
  });
});

describe("calendar days on a zone's clock (analytics)", () => {
  it("a day starts at the zone's midnight", () => {
    expect(startOfDayIn("2026-11-23", DEFAULT_TIME_ZONE).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(startOfDayIn("2026-07-01", DEFAULT_TIME_ZONE).toISOString()).toBe("2026-07-01T06:00:00.000Z");
    expect(startOfDayIn("2026-07-01", "Europe/Madrid").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(startOfDayIn("2026-01-15", "Europe/Madrid").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(startOfDayIn("2026-11-23", "UTC").toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("adds and subtracts calendar days across months and years", () => {
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-11-23", -6)).toBe("2026-11-17");
  });
});

describe("time zones offered and accepted", () => {
  it("accepts IANA zones the runtime knows, and UTC; refuses anything else", () => {
    for (const zone of ["America/Mexico_City", "America/Tijuana", "Europe/Madrid", "UTC"]) {
      expect(isSupportedTimeZone(zone)).toBe(true);
    }
    for (const zone of ["", "Mexico City", "America/Atlantis", "GMT-6", "america/mexico_city", "../etc"]) {
      expect(isSupportedTimeZone(zone)).toBe(false);
    }
  });

  it("offers Mexico's zones first, each once, labelled with its offset", () => {
    const { mexico, others } = timeZoneOptions(WINTER);
    expect(mexico.map((zone) => zone.value)).toEqual([...MEXICO_TIME_ZONES]);
    expect(mexico[0]).toEqual({ value: "America/Mexico_City", label: "America/Mexico_City (GMT-06:00)" });
    expect(mexico.find((zone) => zone.value === "America/Cancun")?.label).toBe("America/Cancun (GMT-05:00)");
    const values = [...mexico, ...others].map((zone) => zone.value);
    expect(new Set(values).size).toBe(values.length);
    expect(others.find((zone) => zone.value === "UTC")?.label).toBe("UTC (GMT+00:00)");
    expect(values.every(isSupportedTimeZone)).toBe(true);
  });
});
