import type { MetadataRoute } from "next";
import { SITE_URL } from "@/lib/site";

/** The public pages (spec §2 route list): the landing page and the privacy notice. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: `${SITE_URL}/`, changeFrequency: "monthly", priority: 1 },
    { url: `${SITE_URL}/aviso-de-privacidad`, changeFrequency: "yearly", priority: 0.3 },
  ];
}
