"use client";

import { clsx } from "clsx";
import { CircleCheck, CircleExclamationPoint, LoaderCircle } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { INPUT_FRAME, INPUT_TEXT_SIZE, LABEL_STYLE, buttonStyle } from "@/components/ui/control-styles";
import { postLoginDestination } from "@/lib/auth/access";
import type es from "@/messages/es.json";
import { postAuth } from "./login-request";

/** The form's texts, in the visitor's language, given by the page (no client message catalogue). */
export type LoginTexts = (typeof es)["Login"];

export type LoginType = "admin" | "member" | null;
type Notice = { tone: "success" | "error"; text: string };

const CODE_LENGTH = 6;
const HEADINGS = {
  admin: ["adminTitle", "adminSubtitle"],
  member: ["memberTitle", "memberSubtitle"],
  default: ["title", "subtitle"],
} as const;

/**
 * Sign-in by e-mailed code (spec §2, §5, §8). The session lives in an httpOnly cookie set by the API;
 * nothing is kept in localStorage. `navigate` is injectable for tests.
 *
 * Built on plain class strings and texts given as props: the sign-in page is a public page, and
 * tailwind-merge and next-intl's client formatter would add 20 kB gzip to its first load.
 */
export function LoginForm({
  type,
  redirectTo,
  texts,
  navigate = (url) => window.location.assign(url),
}: {
  type: LoginType;
  redirectTo: string | null;
  texts: LoginTexts;
  navigate?: (url: string) => void;
}) {
  const t = (key: keyof LoginTexts) => texts[key];
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [isSending, setSending] = useState(false);
  const [isSigningIn, setSigningIn] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [titleKey, subtitleKey] = HEADINGS[type ?? "default"];

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address || isSending) return;
    setEmail(address);
    setSending(true);
    setNotice(null);
    try {
      const { ok, data } = await postAuth({ email: address });
      setNotice(
        ok
          ? { tone: "success", text: data.message || t("codeSent") }
          : { tone: "error", text: data.error || t("codeRequestFailed") },
      );
      if (ok) codeInput.current?.focus();
    } catch {
      setNotice({ tone: "error", text: t("networkError") });
    } finally {
      setSending(false);
    }
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !code || isSigningIn) return;
    setSigningIn(true);
    setNotice(null);
    try {
      const { ok, data } = await postAuth({ email: email.trim(), code });
      if (ok && data.user) return navigate(postLoginDestination(data.user.role, redirectTo)); // stays "Signing in…" while the next page loads
      setNotice({ tone: "error", text: data.error || t("loginFailed") });
    } catch {
      setNotice({ tone: "error", text: t("networkError") });
    }
    setSigningIn(false);
  }

  return (
    <div className="w-full">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(titleKey)}</h1>
      <p className="mt-1.5 text-sm text-slate-600">{t(subtitleKey)}</p>

      <form onSubmit={requestCode} noValidate className="mt-8 space-y-2">
        <label htmlFor="login-email" className={LABEL_STYLE}>
          {t("emailLabel")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            className={clsx(INPUT_FRAME, INPUT_TEXT_SIZE)}
            id="login-email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("emailPlaceholder")}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby="login-notice"
          />
          <button
            type="submit"
            disabled={!email.trim() || isSending}
            className={buttonStyle({ variant: "secondary", size: "lg" })}
          >
            {isSending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {isSending ? t("sending") : t("sendCode")}
          </button>
        </div>
      </form>

      <form onSubmit={signIn} noValidate className="mt-6 space-y-2">
        <label htmlFor="login-code" className={LABEL_STYLE}>
          {t("codeLabel")}
        </label>
        <input
          ref={codeInput}
          id="login-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          placeholder="000000"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
          aria-describedby="login-code-hint login-notice"
          className={clsx(INPUT_FRAME, "font-mono text-lg tracking-[0.4em]")}
        />
        <p id="login-code-hint" className="text-xs text-slate-500">
          {t("codeHint")}
        </p>
        <button
          type="submit"
          disabled={!email.trim() || !code || isSigningIn}
          className={clsx(buttonStyle({ size: "lg" }), "mt-4 w-full")}
        >
          {isSigningIn && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {isSigningIn ? t("signingIn") : t("signIn")}
        </button>
      </form>

      <div id="login-notice" aria-live="polite" aria-atomic="true">
        {notice && (
          <p
            className={clsx(
              "mt-4 flex items-start gap-2 rounded-lg px-3 py-2 text-sm",
              notice.tone === "success"
                ? "bg-green-50 text-green-800 ring-1 ring-green-200"
                : "bg-red-50 text-red-800 ring-1 ring-red-200",
            )}
          >
            {notice.tone === "success" ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {notice.text}
          </p>
        )}
      </div>
    </div>
  );
}
