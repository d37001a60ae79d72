import { AppMark } from "@/components/brand/app-logo";
import { cn } from "@/lib/ui/cn";

/** Top of a sidebar: the organisation's logo (or the product mark) with a title and a subtitle. */
export function SidebarBrand({
  title,
  subtitle,
  logoUrl,
  logoAlt,
  collapsed = false,
}: {
  title: string;
  subtitle: string;
  logoUrl?: string | null;
  logoAlt?: string;
  collapsed?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex h-16 items-center gap-3 px-4 pr-12 md:pr-4",
        collapsed && "md:justify-center md:px-0",
      )}
    >
      {logoUrl ? (
        // Logos are tenant uploads on arbitrary hosts; next/image would need each host configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={logoUrl}
          alt={logoAlt ?? ""}
          className="size-9 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
        />
      ) : (
        <AppMark />
      )}
      <div className={cn("min-w-0", collapsed && "md:sr-only")}>
        <p className="truncate text-sm font-semibold text-slate-900">{title}</p>
        <p className="truncate text-xs text-slate-500">{subtitle}</p>
      </div>
    </div>
  );
}
