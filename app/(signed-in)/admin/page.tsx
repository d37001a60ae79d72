import { redirect } from "next/navigation";

// proxy.ts normally redirects first; this keeps /admin working without it.
export default function AdminIndexPage() {
  redirect("/admin/configuracion");
}
