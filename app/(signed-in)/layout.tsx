import type { ReactNode } from "react";
import { AreaProviders } from "@/components/providers/area-providers";

/**
 * The signed-in areas (admin, chat, super-admin) share one client context, so moving between them
 * keeps the data cache and any toast on screen. The URL is unchanged: `(signed-in)` is a route group.
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <AreaProviders>{children}</AreaProviders>;
}
