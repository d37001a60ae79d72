"use client";

import { ImageIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ImageKind } from "@/lib/validation/config";
import { ImageUploader } from "./image-uploader";
import { SettingsCard } from "./settings-card";

/** The logo card and the default assistant's profile image card of the configuration screen. */
export function ImageCard(props: {
  kind: ImageKind;
  organizationId: string;
  organizationName: string;
  imageUrl: string | null;
}) {
  const t = useTranslations("Configuration");
  const texts = props.kind === "logo" ? "logo" : "profile";
  return (
    <SettingsCard
      id={`config-${props.kind}`}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      icon={ImageIcon}
    >
      <ImageUploader {...props} />
    </SettingsCard>
  );
}
