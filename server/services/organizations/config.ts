import "server-only";
import crypto from "node:crypto";
import type { CallerContext } from "@/lib/auth/session-user";
import {
  IMAGE_MAX_SIDE_PX,
  isImageSideAccepted,
  isLogoRatioAccepted,
  MAX_IMAGE_BYTES,
  type ConfigUpdate,
  type ImageKind,
} from "@/lib/validation/config";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { reencodeImage } from "@/server/ingest/image-reencode";
import { imageSize } from "@/server/ingest/image-size";
import { detectFileType } from "@/server/ingest/magic-bytes";
import { putFile, readFile } from "@/server/storage";
import { defaultAssistant } from "@/server/services/assistants/default";
import { recordAuditEvent } from "@/server/services/audit";
import { discardStoredImage } from "@/server/services/organizations/image-storage";

/**
 * An organisation's branding (spec §2 configuration screen, §7): colour, custom prompt, logo and chat
 * profile image. The prompt and the profile image are its default assistant's (issue 23): the
 * configuration screen keeps editing them there; /api/assistants edits every assistant. Images are stored per DESIGN §9 and served by GET /api/images/{organization}/{kind};
 * a replaced or removed image is deleted from storage once the database no longer points to it.
 */

type ActingAdmin = CallerContext & { ip: string | null };

/** Applies one of the POST /api/config bodies (spec §7's five, or the time zone) to the caller's own organisation. */
export async function updateOrganizationConfig(admin: ActingAdmin, update: ConfigUpdate): Promise<void> {
  const { organizationId } = admin;
  if ("orgName" in update && update.orgName !== organizationId) {
    throw new AppError("NOT_FOUND", "organizationNotFound");
  }
  const db = await getDb();
  switch (update.kind) {
    case "set-logo": {
      // Only a URL that POST /api/upload gave this organisation: never an outside address to embed.
      const current = await db.organization.findUnique({
        where: { id: organizationId },
        select: { logoUrl: true },
      });
      if (current?.logoUrl !== update.logoUrl) throw new AppError("BAD_REQUEST", "logoUrlUnknown");
      return;
    }
    case "clear-logo":
      return removeLogo(admin);
    case "color":
      return changeSetting(admin, { color: update.color }, "config.color_changed", { color: update.color });
    case "prompt":
      return changePrompt(admin, update.prompt, "config.prompt_changed", { length: update.prompt.length });
    case "clear-prompt":
      return changePrompt(admin, null, "config.prompt_cleared", {});
    case "time-zone":
      return changeSetting(admin, { timeZone: update.timeZone }, "config.time_zone_changed", {
        time_zone: update.timeZone,
      });
  }
}

/** The default assistant's prompt, the one the configuration screen shows. */
async function changePrompt(
  admin: ActingAdmin,
  customPrompt: string | null,
  action: `config.${string}`,
  metadata: Record<string, string | number>,
): Promise<void> {
  const assistant = await defaultAssistant(admin.organizationId);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.assistant.update({ where: { id: assistant.id }, data: { customPrompt } });
    await recordAuditEvent(tx, {
      action,
      actorId: admin.user.id,
      organizationId: admin.organizationId,
      target: { type: "assistant", id: assistant.id },
      metadata,
      ip: admin.ip,
    });
  });
}

async function changeSetting(
  admin: ActingAdmin,
  data: { color: string } | { timeZone: string },
  action: `config.${string}`,
  metadata: Record<string, string | number>,
): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.organization.update({ where: { id: admin.organizationId }, data });
    await recordAuditEvent(tx, {
      action,
      actorId: admin.user.id,
      organizationId: admin.organizationId,
      target: { type: "organization", id: admin.organizationId },
      metadata,
      ip: admin.ip,
    });
  });
}

async function removeLogo(admin: ActingAdmin): Promise<void> {
  const removedKey = await currentLogoKey(admin.organizationId);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.organization.update({
      where: { id: admin.organizationId },
      data: { logoUrl: null, logoStorageKey: null },
    });
    await recordAuditEvent(tx, {
      action: "config.logo_removed",
      actorId: admin.user.id,
      organizationId: admin.organizationId,
      target: { type: "organization", id: admin.organizationId },
      ip: admin.ip,
    });
  });
  await discardStoredImage(removedKey);
}

async function currentLogoKey(organizationId: string): Promise<string | null> {
  const db = await getDb();
  const row = await db.organization.findUnique({
    where: { id: organizationId },
    select: { logoStorageKey: true },
  });
  if (!row) throw new AppError("NOT_FOUND", "organizationNotFound");
  return row.logoStorageKey;
}

/** Where an upload goes: the logo, or an assistant's profile image (the default one's without an id). */
type ImageTarget = { kind: "logo" } | { kind: "profile"; assistantId: string; previousKey: string | null };

async function imageTarget(
  organizationId: string,
  kind: ImageKind,
  assistantId?: string,
): Promise<ImageTarget> {
  if (kind === "logo") return { kind };
  const db = await getDb();
  const assistant = assistantId
    ? await db.assistant.findFirst({ where: { id: assistantId, organizationId } })
    : await defaultAssistant(organizationId);
  if (!assistant) throw new AppError("NOT_FOUND", "assistantNotFound");
  return { kind, assistantId: assistant.id, previousKey: assistant.profileImageStorageKey };
}

/**
 * POST /api/upload: checks the bytes (type from the content, at most 5 MB and 4096 px a side, a logo
 * close to square), re-encodes them (image-reencode.ts: no EXIF or GPS, orientation applied, nothing
 * but the image), stores the result, makes it the organisation's logo or profile image and returns the
 * public URL.
 */
export async function uploadOrganizationImage(
  admin: ActingAdmin,
  kind: ImageKind,
  uploaded: Uint8Array,
  assistantId?: string,
): Promise<string> {
  const target = await imageTarget(admin.organizationId, kind, assistantId);
  if (uploaded.length > MAX_IMAGE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "imageTooLarge");
  const type = detectFileType(uploaded);
  if (type !== "png" && type !== "jpeg") throw new AppError("BAD_REQUEST", "imageTypeUnsupported");
  const declared = imageSize(uploaded, type);
  if (!declared) throw new AppError("BAD_REQUEST", "imageTypeUnsupported");
  // The header's size, before any decoding: a 30000×30000 PNG of a few KB stops here.
  if (!isImageSideAccepted(declared.width, declared.height)) {
    throw new AppError("BAD_REQUEST", "imageDimensionsTooLarge", {
      values: { max: String(IMAGE_MAX_SIDE_PX) },
    });
  }
  const { bytes, ...size } = await reencodeImage(uploaded, type, {
    maxPixels: IMAGE_MAX_SIDE_PX * IMAGE_MAX_SIDE_PX,
  }).catch((error: unknown) => {
    console.warn("[config] an uploaded image could not be decoded", error);
    throw new AppError("BAD_REQUEST", "imageUnreadable");
  });
  if (kind === "logo" && !isLogoRatioAccepted(size.width, size.height)) {
    throw new AppError("BAD_REQUEST", "logoNotSquare");
  }

  const { organizationId } = admin;
  const previousKey = target.kind === "logo" ? await currentLogoKey(organizationId) : target.previousKey;
  const key = await putFile({
    organizationId,
    extension: type === "png" ? "png" : "jpg",
    bytes,
    contentType: `image/${type}`,
  });
  // A new URL per upload, so browsers and caches never show the previous image under it.
  const version = `?v=${crypto.randomBytes(6).toString("hex")}`;
  const base = `/api/images/${encodeURIComponent(organizationId)}`;
  const url =
    target.kind === "logo" ? `${base}/logo${version}` : `${base}/assistants/${target.assistantId}${version}`;
  const db = await getDb();
  try {
    await db.$transaction(async (tx) => {
      if (target.kind === "logo") {
        await tx.organization.update({
          where: { id: organizationId },
          data: { logoUrl: url, logoStorageKey: key },
        });
      } else {
        await tx.assistant.update({
          where: { id: target.assistantId },
          data: { profileImageUrl: url, profileImageStorageKey: key },
        });
      }
      await recordAuditEvent(tx, {
        action: target.kind === "logo" ? "config.logo_changed" : "config.profile_image_changed",
        actorId: admin.user.id,
        organizationId,
        target:
          target.kind === "logo"
            ? { type: "organization", id: organizationId }
            : { type: "assistant", id: target.assistantId },
        metadata: { width: size.width, height: size.height, bytes: bytes.length },
        ip: admin.ip,
      });
    });
  } catch (error) {
    await discardStoredImage(key);
    throw error;
  }
  await discardStoredImage(previousKey);
  return url;
}

export type OrganizationImage = {
  bytes: Uint8Array;
  contentType: "image/png" | "image/jpeg";
  extension: string;
};

/**
 * The organisation's current logo, or an assistant's profile image (the default assistant's for
 * "profile" without an id: URLs from before issue 23), for its public URL; 404 when there is none, or
 * when the assistant is another organisation's. Read whole (at most 5 MB) so the type comes from the
 * bytes, whichever store holds them.
 */
export async function readOrganizationImage(
  organizationId: string,
  kind: ImageKind,
  assistantId?: string,
): Promise<OrganizationImage> {
  const db = await getDb();
  const key =
    kind === "logo"
      ? await currentLogoKey(organizationId)
      : ((
          await db.assistant.findFirst({
            where: assistantId ? { id: assistantId, organizationId } : { organizationId, isDefault: true },
            select: { profileImageStorageKey: true },
          })
        )?.profileImageStorageKey ?? null);
  if (!key) throw new AppError("NOT_FOUND", "notFound");
  const bytes = await readFile(key);
  const type = detectFileType(bytes);
  if (type !== "png" && type !== "jpeg") throw new AppError("NOT_FOUND", "notFound");
  return { bytes, contentType: `image/${type}`, extension: type === "png" ? "png" : "jpg" };
}
