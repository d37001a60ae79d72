import type { MetadataRoute } from "next";
import { SITE_URL } from "@/lib/site";

/** Public pages are for search engines; the signed-in areas and the API are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/admin", "/super-admin", "/chat", "/login"] },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
