import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { TrainingPanel } from "@/components/training/panel";

/** One card of the configuration screen: the training screen's panel with a description. */
export function SettingsCard({
  id,
  title,
  description,
  icon,
  children,
}: {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <TrainingPanel id={id} title={title} icon={icon}>
      <div className="space-y-4 p-4 sm:p-5">
        <p className="text-sm text-slate-600">{description}</p>
        {children}
      </div>
    </TrainingPanel>
  );
}
