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
import { deleteFile, putFile, readFile } from "@/server/storage";
import { recordAuditEvent } from "@/server/services/audit";

/**
 * An organisation's branding (spec §2 configuration screen, §7): colour, custom prompt, logo and chat
 * profile image. Images are stored per DESIGN §9 and served by GET /api/images/{organization}/{kind};
 * a replaced or removed image is deleted from storage once the database no longer points to it.
 */

type ActingAdmin = CallerContext & { ip: string | null };

const IMAGE_COLUMNS = {
  logo: { url: "logoUrl", key: "logoStorageKey", action: "config.logo_changed" },
  profile: { url: "profileImageUrl", key: "profileImageStorageKey", action: "config.profile_image_changed" },
} as const;

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
      return changeSetting(admin, { customPrompt: update.prompt }, "config.prompt_changed", {
        length: update.prompt.length,
      });
    case "clear-prompt":
      return changeSetting(admin, { customPrompt: null }, "config.prompt_cleared", {});
    case "time-zone":
      return changeSetting(admin, { timeZone: update.timeZone }, "config.time_zone_changed", {
        time_zone: update.timeZone,
      });
  }
}

async function changeSetting(
  admin: ActingAdmin,
  data: { color: string } | { customPrompt: string | null } | { timeZone: string },
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
  const removedKey = await currentImageKey(admin.organizationId, "logo");
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

async function currentImageKey(organizationId: string, kind: ImageKind): Promise<string | null> {
  const db = await getDb();
  const row = await db.organization.findUnique({
    where: { id: organizationId },
    select: { logoStorageKey: true, profileImageStorageKey: true },
  });
  if (!row) throw new AppError("NOT_FOUND", "organizationNotFound");
  return kind === "logo" ? row.logoStorageKey : row.profileImageStorageKey;
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
): Promise<string> {
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
  const previousKey = await currentImageKey(organizationId, kind);
  const key = await putFile({
    organizationId,
    extension: type === "png" ? "png" : "jpg",
    bytes,
    contentType: `image/${type}`,
  });
  // A new URL per upload, so browsers and caches never show the previous image under it.
  const url = `/api/images/${encodeURIComponent(organizationId)}/${kind}?v=${crypto.randomBytes(6).toString("hex")}`;
  const columns = IMAGE_COLUMNS[kind];
  const db = await getDb();
  try {
    await db.$transaction(async (tx) => {
      await tx.organization.update({
        where: { id: organizationId },
        data: { [columns.url]: url, [columns.key]: key },
      });
      await recordAuditEvent(tx, {
        action: columns.action,
        actorId: admin.user.id,
        organizationId,
        target: { type: "organization", id: organizationId },
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

/** Storage clean-up never fails the request: the database already stopped pointing to the file. */
async function discardStoredImage(key: string | null): Promise<void> {
  if (!key) return;
  await deleteFile(key).catch((error: unknown) => {
    console.error("[config] could not delete a replaced image", key, error);
  });
}

export type OrganizationImage = {
  bytes: Uint8Array;
  contentType: "image/png" | "image/jpeg";
  extension: string;
};

/**
 * The organisation's current logo or profile image, for its public URL; 404 when there is none. Read
 * whole (at most 5 MB) so the type comes from the bytes, whichever store holds them.
 */
export async function readOrganizationImage(
  organizationId: string,
  kind: ImageKind,
): Promise<OrganizationImage> {
  const key = await currentImageKey(organizationId, kind);
  if (!key) throw new AppError("NOT_FOUND", "notFound");
  const bytes = await readFile(key);
  const type = detectFileType(bytes);
  if (type !== "png" && type !== "jpeg") throw new AppError("NOT_FOUND", "notFound");
  return { bytes, contentType: `image/${type}`, extension: type === "png" ? "png" : "jpg" };
}
