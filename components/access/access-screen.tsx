import Link from "next/link";
import type { ReactNode } from "react";
import { ClientLanguageSwitch } from "@/components/client-language-switch";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/**
 * Full-page message with one way out, shared by the access pages. They are shown inside the areas'
 * layouts, whose provider gives the language switch its texts.
 */
export function AccessScreen({
  icon,
  title,
  message,
  actionHref,
  actionLabel,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  actionHref: string;
  actionLabel: string;
}) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center px-4 py-16">
      <ClientLanguageSwitch className="absolute top-4 right-4" />
      <Card className="w-full max-w-md p-8 text-center">
        <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          {icon}
        </div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <Link href={actionHref} className={buttonClasses({ className: "mt-6 w-full sm:w-auto" })}>
          {actionLabel}
        </Link>
      </Card>
    </main>
  );
}
