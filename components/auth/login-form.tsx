"use client";

import { CircleCheck, CircleExclamationPoint } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { postLoginDestination } from "@/lib/auth/access";
import { cn } from "@/lib/ui/cn";
import { postAuth } from "./login-request";

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
 */
export function LoginForm({
  type,
  redirectTo,
  navigate = (url) => window.location.assign(url),
}: {
  type: LoginType;
  redirectTo: string | null;
  navigate?: (url: string) => void;
}) {
  const t = useTranslations("Login");
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
        <Label htmlFor="login-email">{t("emailLabel")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
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
          <Button type="submit" variant="secondary" disabled={!email.trim() || isSending} className="h-11">
            {isSending && <Spinner />}
            {isSending ? t("sending") : t("sendCode")}
          </Button>
        </div>
      </form>

      <form onSubmit={signIn} noValidate className="mt-6 space-y-2">
        <Label htmlFor="login-code">{t("codeLabel")}</Label>
        <Input
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
          className="font-mono text-lg tracking-[0.4em] sm:text-lg"
        />
        <p id="login-code-hint" className="text-xs text-slate-500">
          {t("codeHint")}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!email.trim() || !code || isSigningIn}
          className="mt-4 w-full"
        >
          {isSigningIn && <Spinner />}
          {isSigningIn ? t("signingIn") : t("signIn")}
        </Button>
      </form>

      <div id="login-notice" aria-live="polite" aria-atomic="true">
        {notice && (
          <p
            className={cn(
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
