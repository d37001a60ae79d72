import { AppMark } from "@/components/brand/app-logo";
import { cn } from "@/lib/ui/cn";

/** The organisation's profile image (or logo), else the product mark. */
export function AssistantAvatar({
  imageUrl,
  alt = "",
  className,
}: {
  imageUrl: string | null | undefined;
  /** Empty where the avatar only decorates a message. */
  alt?: string;
  className?: string;
}) {
  if (!imageUrl) return <AppMark className={className} />;
  return (
    // Profile images are tenant uploads on arbitrary hosts; next/image would need each host configured.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={imageUrl}
      alt={alt}
      className={cn("size-9 shrink-0 rounded-xl bg-white object-cover ring-1 ring-slate-200", className)}
    />
  );
}
