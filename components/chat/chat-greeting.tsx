import { useTranslations } from "next-intl";
import type { ChatAssistantDto } from "@/lib/validation/assistants";
import { AssistantAvatar } from "./assistant-avatar";
import type { ChatOrganization } from "./types";

/**
 * The empty conversation (spec §2): the assistant's face (else the organisation's image), a greeting
 * by first name, and the assistant's own greeting (issue 23) or the standard "what to ask".
 */
export function ChatGreeting({
  name,
  organization,
  assistant = null,
}: {
  name: string;
  organization: ChatOrganization | null;
  assistant?: Pick<ChatAssistantDto, "name" | "greeting" | "profile_image_url" | "is_default"> | null;
}) {
  const t = useTranslations("Chat");
  const firstName = name.trim().split(/\s+/)[0] || name;
  const imageUrl = assistant?.profile_image_url ?? organization?.imageUrl;
  // The default assistant speaks as the organisation (it carries the configuration screen's image).
  const alt =
    assistant?.profile_image_url && !assistant.is_default
      ? t("assistantImageAlt", { name: assistant.name })
      : organization
        ? t("profileImageAlt", { organization: organization.name })
        : "";
  return (
    <div className="flex flex-col items-center px-2 pt-10 pb-6 text-center sm:pt-16">
      <AssistantAvatar imageUrl={imageUrl} alt={alt} className="size-16 rounded-2xl [&_svg]:size-8" />
      {/* The page's h1 is the screen's own (visually hidden) title. */}
      <h2 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {t("greeting", { name: firstName })}
      </h2>
      <p className="mt-3 max-w-md whitespace-pre-line text-slate-600">
        {assistant?.greeting?.trim()
          ? assistant.greeting
          : organization
            ? t("intro", { organization: organization.name })
            : t("introNoOrganization")}
      </p>
    </div>
  );
}
