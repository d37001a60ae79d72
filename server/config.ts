import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The environment, validated once (DESIGN §10). Embedded defaults need no variables at all; a
 * PostgreSQL server requires AUTH_SECRET because several processes must share it.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().min(1).default(".data"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // The public address of the app: links in e-mails are built on it, never on a request's Host or
  // X-Forwarded-* headers, which whoever sends the request writes.
  APP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .url({ protocol: /^https?$/, error: "APP_URL must be an http:// or https:// address" })
        .refine((v) => !/[?#]/.test(v), "APP_URL must not have a query or a fragment")
        .optional(),
    ),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => !v || v.startsWith("pglite:") || /^postgres(ql)?:\/\//.test(v), {
      message: "DATABASE_URL must be postgresql://… or pglite:<dir>",
    }),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  DB_BACKUPS_KEEP: z.coerce.number().int().min(0).max(365).default(7),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  EMBEDDING_MODEL: z.string().optional(),
  // Audio and video are transcribed by this model of the same server (issue 22 point 3). The default
  // answers with segments (verbose_json); gpt-4o-transcribe does not, so its text would have no times.
  TRANSCRIPTION_MODEL: z.string().default("whisper-1"),
  RESEND_API_KEY: z.string().optional(),
  EMAIL_FROM: z.string().default("Asistente <no-reply@asistente.local>"),
  UPLOADTHING_TOKEN: z.string().optional(),
  // Users an organisation's admins may add (each gets a welcome e-mail) in 24 hours.
  INVITATIONS_PER_ORG_PER_DAY: z.coerce
    .number()
    .int()
    .min(1, "INVITATIONS_PER_ORG_PER_DAY must be at least 1")
    .max(100_000)
    .default(50),
  // Files an organisation's admins may upload in an hour, sized for a first day of onboarding (issue 24).
  // Refused files (type, size, name, quota) never count.
  UPLOADS_PER_ORG_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1, "UPLOADS_PER_ORG_PER_HOUR must be at least 1")
    .max(100_000)
    .default(100),
  // Megabytes (MiB) of documents an organisation may keep stored: the sum of its documents' sizes.
  STORAGE_QUOTA_PER_ORG_MB: z.coerce
    .number()
    .int()
    .min(1, "STORAGE_QUOTA_PER_ORG_MB must be at least 1")
    .max(100_000_000)
    .default(1024),
  // 0: nothing in front of the server, forwarded headers are the client's own words and are ignored.
  TRUSTED_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(0, "TRUSTED_PROXY_HOPS must be 0 (no proxy) or the number of proxies in front")
    .max(10)
    .default(0),
});

export type AppConfig = ReturnType<typeof loadConfig>;

function loadConfig(env: NodeJS.ProcessEnv) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${detail}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `pglite:${path.join(dataDir, "db")}`;
  const embedded = databaseUrl.startsWith("pglite:");
  if (!embedded && !e.AUTH_SECRET) {
    throw new Error("Invalid configuration:\n  AUTH_SECRET: required when DATABASE_URL points to a server");
  }
  return {
    env: e.NODE_ENV,
    dataDir,
    databaseUrl,
    embedded,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === "true" : embedded,
    backups: { keep: e.DB_BACKUPS_KEEP },
    ai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.AI_MODEL,
      embeddingModel: e.EMBEDDING_MODEL,
      transcriptionModel: e.TRANSCRIPTION_MODEL,
    },
    email: { resendApiKey: e.RESEND_API_KEY, from: e.EMAIL_FROM, outboxDir: path.join(dataDir, "outbox") },
    uploads: {
      uploadthingToken: e.UPLOADTHING_TOKEN,
      dir: path.join(dataDir, "uploads"),
      perOrganizationPerHour: e.UPLOADS_PER_ORG_PER_HOUR,
      storageQuotaBytes: e.STORAGE_QUOTA_PER_ORG_MB * 1024 * 1024,
    },
    authSecretFromEnv: e.AUTH_SECRET,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    invitations: { perOrganizationPerDay: e.INVITATIONS_PER_ORG_PER_DAY },
    // No trailing slash, so `${appUrl}/login` is right whether or not APP_URL has a path prefix.
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
  };
}

let cached: AppConfig | null = null;

export function config(): AppConfig {
  cached ??= loadConfig(process.env);
  return cached;
}

/** Test hook: re-read the environment (after a test changes DATABASE_URL, DATA_DIR, …). */
export function resetConfigForTests(): void {
  cached = null;
  secret = null;
}

let secret: string | null = null;

/**
 * The key that signs session tokens and login-code HMACs. In embedded mode a random one is generated
 * into $DATA_DIR on first start so the app runs with no configuration.
 */
export function authSecret(): string {
  if (secret) return secret;
  const c = config();
  if (c.authSecretFromEnv) return (secret = c.authSecretFromEnv);
  const file = path.join(c.dataDir, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(c.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return (secret = fs.readFileSync(file, "utf8").trim());
}
