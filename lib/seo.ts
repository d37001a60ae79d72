import type { Metadata } from "next";
import { SITE_URL } from "./site";

/**
 * Metadata of a public page (spec §2, issue "findable"): title and description in the visitor's
 * language, a canonical address, and OpenGraph/Twitter cards sharing the landing's image.
 */
export function publicPageMetadata({
  path,
  title,
  description,
  locale,
}: {
  path: string;
  title: string;
  description: string;
  locale: string;
}): Metadata {
  return {
    metadataBase: new URL(SITE_URL),
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      url: path,
      siteName: "Asistente",
      title,
      description,
      locale: locale === "en" ? "en_US" : "es_MX",
      alternateLocale: locale === "en" ? ["es_MX"] : ["en_US"],
      images: [{ url: `/demo/walkthrough-${locale === "en" ? "en" : "es"}.jpg`, width: 1280, height: 720 }],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
