import { useTranslations } from "next-intl";
import { AssistantAvatar } from "./assistant-avatar";
import type { ChatOrganization } from "./types";

/** The empty conversation (spec §2): the organisation's image, a greeting by first name, what to ask. */
export function ChatGreeting({
  name,
  organization,
}: {
  name: string;
  organization: ChatOrganization | null;
}) {
  const t = useTranslations("Chat");
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <div className="flex flex-col items-center px-2 pt-10 pb-6 text-center sm:pt-16">
      <AssistantAvatar
        imageUrl={organization?.imageUrl}
        alt={organization ? t("profileImageAlt", { organization: organization.name }) : ""}
        className="size-16 rounded-2xl [&_svg]:size-8"
      />
      {/* The page's h1 is the screen's own (visually hidden) title. */}
      <h2 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {t("greeting", { name: firstName })}
      </h2>
      <p className="mt-3 max-w-md text-slate-600">
        {organization ? t("intro", { organization: organization.name }) : t("introNoOrganization")}
      </p>
    </div>
  );
}
