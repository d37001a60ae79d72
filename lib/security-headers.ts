/**
 * Security headers. Pages get a per-request nonce CSP from proxy.ts (every page renders dynamically
 * anyway, so a nonce costs nothing); everything else (API answers, files, redirects) gets the same
 * policy without a nonce, which allows no inline script at all. Development also needs 'unsafe-eval'
 * for React's debugging tools.
 */
export function contentSecurityPolicy({
  nonce,
  production,
}: {
  nonce?: string;
  production: boolean;
}): string {
  const scripts = [
    "'self'",
    nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "",
    production ? "" : "'unsafe-eval'",
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.filter(Boolean).join(" ")}`,
    // Inline style attributes (brand colour variables) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob: https:",
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders({ production }: { production: boolean }): { key: string; value: string }[] {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ production }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
