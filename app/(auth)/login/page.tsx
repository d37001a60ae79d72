import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm, type LoginType } from "@/components/auth/login-form";
import { AppLogo } from "@/components/brand/app-logo";
import { LanguageSwitch } from "@/components/language-switch";
import { Card } from "@/components/ui/card";
import { postLoginDestination } from "@/lib/auth/access";
import { getCurrentUser } from "@/server/auth/session";
import { getPublicBranding } from "@/server/services/organizations/summary";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Login"))("title") };
}

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const type: LoginType = params.type === "admin" || params.type === "member" ? params.type : null;
  const redirectTo = typeof params.redirect === "string" ? params.redirect : null;
  // Known when the link says so (the welcome e-mail's link carries ?org=): the organisation's logo
  // and name then greet its people. Only public branding is read; an unknown id shows nothing.
  const organization = typeof params.org === "string" ? await getPublicBranding(params.org) : null;

  // Someone already signed in goes straight where the sign-in would have sent them.
  const user = await getCurrentUser();
  if (user) redirect(postLoginDestination(user.role, redirectTo));

  const [t, common, shell, messages] = await Promise.all([
    getTranslations("Login"),
    getTranslations("Common"),
    getTranslations("Shell"),
    getMessages(),
  ]);
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-gradient-to-b from-brand-soft via-slate-50 to-slate-50">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        {/* The name starts with the visible text, so a voice user who says "Asistente" finds it. */}
        <Link href="/" aria-label={`${common("appName")} · ${t("backHome")}`} className="rounded-lg">
          <AppLogo name={common("appName")} />
        </Link>
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md p-6 shadow-lg shadow-slate-900/5 sm:p-8">
          {organization && (
            <div className="mb-6 flex items-center gap-3 border-b border-slate-100 pb-5">
              {organization.logo_url && (
                // The logo is the organisation's own upload, served by /api/images.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={organization.logo_url}
                  alt={shell("logoAlt", { organization: organization.orgName })}
                  className="size-12 rounded-xl bg-white object-contain ring-1 ring-slate-200"
                />
              )}
              <p className="text-lg font-semibold text-slate-900">{organization.orgName}</p>
            </div>
          )}
          {/* The form gets its own texts as props: no client message catalogue on a public page. */}
          <LoginForm type={type} redirectTo={redirectTo} texts={messages.Login} />
        </Card>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-slate-500">{common("footerCredit")}</footer>
    </div>
  );
}
