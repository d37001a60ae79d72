import { redirect } from "next/navigation";

// proxy.ts normally redirects first; this keeps /super-admin working without it.
export default function SuperAdminIndexPage() {
  redirect("/super-admin/organizations");
}
