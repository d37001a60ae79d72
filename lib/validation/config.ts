import { z } from "zod";
import { isSupportedTimeZone } from "@/lib/dates/format";

/**
 * Organisation configuration rules (spec §5, §7, §9), shared by the configuration screen and
 * POST /api/config and /api/upload. Messages are keys of the "Errors" namespace.
 */
export const CUSTOM_PROMPT_MAX_CHARS = 500;
/** The prompt's counter turns red above this many characters. */
export const CUSTOM_PROMPT_WARNING_CHARS = 450;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ["png", "jpeg", "jpg"] as const;
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg"] as const;
/** A logo whose width / height falls outside this range is refused as not square enough. */
export const LOGO_RATIO_MIN = 0.8;
export const LOGO_RATIO_MAX = 1.2;
export const RECOMMENDED_LOGO_PX = 1024;
export const RECOMMENDED_PROFILE_PX = 512;
/**
 * Logos and profile images larger than this on a side are refused, not scaled down: four times the
 * recommended logo size is plenty for any screen, and the admin sees exactly what will be shown.
 */
export const IMAGE_MAX_SIDE_PX = 4096;

/** Whether neither side of an image passes IMAGE_MAX_SIDE_PX. */
export const isImageSideAccepted = (width: number, height: number) =>
  width <= IMAGE_MAX_SIDE_PX && height <= IMAGE_MAX_SIDE_PX;

export const IMAGE_KINDS = ["logo", "profile"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

export function isLogoRatioAccepted(width: number, height: number): boolean {
  const ratio = width / height;
  return ratio >= LOGO_RATIO_MIN && ratio <= LOGO_RATIO_MAX;
}

const orgName = z.string({ error: "configBodyInvalid" }).trim().min(1, "configBodyInvalid");

// The five bodies of spec §7, each strict: any other key makes the body invalid.
const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, { error: "configBodyInvalid" });

const ZSetLogo = strict({
  org_name: orgName,
  logo_url: z.string({ error: "configBodyInvalid" }).trim().min(1, "configBodyInvalid").max(2048),
});
const ZClearLogo = strict({ org_name: orgName, logo_url: z.literal(""), clear_logo: z.literal(true) });
const ZSetColor = strict({
  color: z.string({ error: "colorInvalid" }).regex(HEX_COLOR_PATTERN, "colorInvalid"),
});
const ZSetPrompt = strict({
  custom_prompt: z
    .string({ error: "configBodyInvalid" })
    .trim()
    .min(1, "configBodyInvalid")
    .max(CUSTOM_PROMPT_MAX_CHARS, "customPromptTooLong"),
});
const ZClearPrompt = strict({ custom_prompt: z.literal(""), clear_custom_prompt: z.literal(true) });
/** An IANA zone this server can format (issue 24 point 8), e.g. "America/Mexico_City". */
const ZSetTimeZone = strict({
  time_zone: z
    .string({ error: "timeZoneInvalid" })
    .trim()
    .max(64, "timeZoneInvalid")
    .refine(isSupportedTimeZone, "timeZoneInvalid"),
});

export type ConfigUpdate =
  | { kind: "set-logo"; orgName: string; logoUrl: string }
  | { kind: "clear-logo"; orgName: string }
  | { kind: "color"; color: string }
  | { kind: "prompt"; prompt: string }
  | { kind: "clear-prompt" }
  | { kind: "time-zone"; timeZone: string };

/**
 * POST /api/config: the body's keys pick one of the five forms of spec §7 (or the time zone) first, so a bad field reports its own
 * message (a plain union would only say "invalid input"); anything else is refused.
 */
export const ZConfigUpdate = z
  .record(z.string(), z.unknown(), { error: "configBodyInvalid" })
  .transform((body, ctx): ConfigUpdate => {
    const fail = (issues: readonly { message: string }[]) => {
      for (const issue of issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    };
    if ("clear_logo" in body) {
      const parsed = ZClearLogo.safeParse(body);
      return parsed.success
        ? { kind: "clear-logo", orgName: parsed.data.org_name }
        : fail(parsed.error.issues);
    }
    if ("logo_url" in body) {
      const parsed = ZSetLogo.safeParse(body);
      return parsed.success
        ? { kind: "set-logo", orgName: parsed.data.org_name, logoUrl: parsed.data.logo_url }
        : fail(parsed.error.issues);
    }
    if ("color" in body) {
      const parsed = ZSetColor.safeParse(body);
      return parsed.success
        ? { kind: "color", color: parsed.data.color.toUpperCase() }
        : fail(parsed.error.issues);
    }
    if ("clear_custom_prompt" in body) {
      const parsed = ZClearPrompt.safeParse(body);
      return parsed.success ? { kind: "clear-prompt" } : fail(parsed.error.issues);
    }
    if ("custom_prompt" in body) {
      const parsed = ZSetPrompt.safeParse(body);
      return parsed.success
        ? { kind: "prompt", prompt: parsed.data.custom_prompt }
        : fail(parsed.error.issues);
    }
    if ("time_zone" in body) {
      const parsed = ZSetTimeZone.safeParse(body);
      return parsed.success
        ? { kind: "time-zone", timeZone: parsed.data.time_zone }
        : fail(parsed.error.issues);
    }
    return fail([{ message: "configBodyInvalid" }]);
  });

/** POST /api/upload {file_data, file_type}: the bytes themselves are checked on the server. */
export const ZImageUpload = z.object({
  file_data: z.string({ error: "fileMissing" }).min(1, "fileMissing"),
  file_type: z.enum(IMAGE_KINDS, { error: "imageKindInvalid" }),
  /** Whose profile image (issue 23); absent: the default assistant's. Ignored for the logo. */
  assistant_id: z.string().min(1).max(100).optional(),
});

/** GET /api/config?org_name={organization id}: public. */
export const ZPublicConfigQuery = z.object({ org_name: z.string().trim().min(1) });

/** GET /api/images/{organization id}/{logo|profile}: public. */
export const ZImagePath = z.object({ organizationId: z.string().min(1).max(100), kind: z.enum(IMAGE_KINDS) });

/** GET /api/images/{organization id}/assistants/{assistant id}: public, like the logo. */
export const ZAssistantImagePath = z.object({
  organizationId: z.string().min(1).max(100),
  assistantId: z.string().min(1).max(100),
});

/** An organisation's name and branding as the configuration screen and the chat receive them. */
export type OrganizationSummary = {
  id: string;
  name: string;
  color: string;
  logoUrl: string | null;
  /** The default assistant's (issue 23). */
  profileImageUrl: string | null;
  /** The default assistant's (issue 23). */
  customPrompt: string | null;
  /** IANA zone its dates are shown in (lib/dates/format.ts). */
  timeZone: string;
};
