import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import {
  AUDIT_PAGE_SIZE,
  type AuditEventDto,
  type AuditPage,
  type OrganizationDetail,
  type OrganizationListItem,
  type OrganizationStatus,
} from "@/lib/validation/organizations";
import type { OrganizationUserRow } from "@/lib/validation/users";
import { getDb, Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { toDocumentDto } from "@/server/services/documents/dto";
import { listOrganizationUsers } from "@/server/services/organizations/users";

/**
 * What the super-admin screens read about organisations (spec §2 "Organisation list" and
 * "Organisation detail", §3). Counts are computed by the database, never by loading rows.
 */

type OrganizationRow = {
  id: string;
  name: string;
  status: OrganizationStatus;
  created_at: Date | null;
  admin_name: string | null;
  admin_email: string | null;
  user_count: number;
  admin_count: number;
  document_count: number;
};

// The first admin (by creation) stands for the organisation; counts use the indexes that start with
// organizationId (User: organizationId, role; Document: organizationId, createdAt).
const organizationRows = (where: Prisma.Sql) => Prisma.sql`
  SELECT o.id, o.name, o.status::text AS status, o."createdAt" AS created_at,
         admin.name AS admin_name, admin.email AS admin_email,
         (SELECT count(*)::int FROM "User" u WHERE u."organizationId" = o.id) AS user_count,
         (SELECT count(*)::int FROM "User" u WHERE u."organizationId" = o.id AND u.role = 'admin') AS admin_count,
         (SELECT count(*)::int FROM "Document" d WHERE d."organizationId" = o.id) AS document_count
    FROM "Organization" o
    LEFT JOIN LATERAL (
      SELECT u.name, u.email FROM "User" u
       WHERE u."organizationId" = o.id AND u.role = 'admin'
       ORDER BY u."createdAt" ASC, u.id ASC LIMIT 1
    ) admin ON true
   ${where}
   ORDER BY o."createdAt" DESC, o.id ASC`;

function toListItem(row: OrganizationRow): OrganizationListItem {
  return {
    id: row.id,
    organization_id: row.id,
    name: row.name,
    admin_name: row.admin_name,
    admin_email: row.admin_email,
    user_count: row.user_count,
    admin_count: row.admin_count,
    document_count: row.document_count,
    created_at: row.created_at ? new Date(row.created_at).toISOString() : null,
    status: row.status,
  };
}

export async function listOrganizations(): Promise<OrganizationListItem[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<OrganizationRow[]>(organizationRows(Prisma.empty));
  return rows.map(toListItem);
}

export type OrganizationDetailView = {
  organization: OrganizationDetail;
  users: OrganizationUserRow[];
  documents: ReturnType<typeof toDocumentDto>[];
};

export async function getOrganizationDetail(id: string, locale: Locale): Promise<OrganizationDetailView> {
  const db = await getDb();
  const [[row], extra, users, documents] = await Promise.all([
    db.$queryRaw<OrganizationRow[]>(organizationRows(Prisma.sql`WHERE o.id = ${id}`)),
    db.organization.findUnique({
      where: { id },
      select: {
        logoUrl: true,
        color: true,
        timeZone: true,
        assistants: { where: { isDefault: true }, select: { customPrompt: true } },
        suspensionReason: true,
        suspendedAt: true,
      },
    }),
    listOrganizationUsers(id),
    db.document.findMany({ where: { organizationId: id }, orderBy: [{ createdAt: "desc" }, { id: "asc" }] }),
  ]);
  if (!row || !extra) throw new AppError("NOT_FOUND", "organizationNotFound");
  return {
    organization: {
      ...toListItem(row),
      logo_url: extra.logoUrl,
      color: extra.color,
      custom_prompt: extra.assistants[0]?.customPrompt ?? null,
      time_zone: extra.timeZone,
      suspension_reason: extra.suspensionReason,
      suspended_at: extra.suspendedAt?.toISOString() ?? null,
    },
    users,
    documents: documents.map((document) => toDocumentDto(document, locale)),
  };
}

/** Whether the organisation is suspended (a primary-key read on every guarded request of its users). */
export async function isOrganizationSuspended(id: string): Promise<boolean> {
  const db = await getDb();
  const organization = await db.organization.findUnique({ where: { id }, select: { status: true } });
  return organization?.status === "suspended";
}

/**
 * The organisation's audit trail, newest first, a page at a time (organisation detail, "Actividad").
 * Reads the (organizationId, createdAt) index; actors are resolved in one query per page.
 */
export async function listOrganizationAuditEvents(id: string, page: number): Promise<AuditPage> {
  const db = await getDb();
  const exists = await db.organization.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw new AppError("NOT_FOUND", "organizationNotFound");
  const [total, events] = await Promise.all([
    db.auditEvent.count({ where: { organizationId: id } }),
    db.auditEvent.findMany({
      where: { organizationId: id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    }),
  ]);
  const peopleIds = [
    ...new Set(events.flatMap((event) => [event.actorId, event.impersonatorId]).filter((v) => v !== null)),
  ];
  const people = new Map(
    (
      await db.user.findMany({
        where: { id: { in: peopleIds } },
        select: { id: true, name: true, email: true },
      })
    ).map((person) => [person.id, person]),
  );
  const personOf = (personId: string | null) => (personId ? (people.get(personId) ?? null) : null);
  return {
    events: events.map((event): AuditEventDto => ({
      id: event.id,
      action: event.action,
      actor: personOf(event.actorId),
      impersonator: personOf(event.impersonatorId),
      target_type: event.targetType,
      target_id: event.targetId,
      metadata: event.metadata as Record<string, unknown>,
      ip: event.ip,
      created_at: event.createdAt.toISOString(),
    })),
    pagination: {
      page,
      per_page: AUDIT_PAGE_SIZE,
      total_count: total,
      total_pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    },
  };
}
