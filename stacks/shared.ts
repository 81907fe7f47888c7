/**
 * Settings every Lambda of the product shares (API areas, WebSocket routes, bus subscribers), so
 * the three stack files cannot drift apart.
 */

/** The vendor variant (product-spec §1); the handlers read it through core's config module. */
export const vendor = process.env.INTRANET_VENDOR ?? "default";

/** Runtime environment common to every handler. */
export function handlerEnvironment(): Record<string, string> {
  const environment: Record<string, string> = { INTRANET_VENDOR: vendor };
  // Mail (password links, notification e-mails) goes through SES from this address, with links to the SPA.
  for (const name of [
    "INTRANET_MAIL_FROM",
    "INTRANET_APP_URL",
    "INTRANET_TELEGRAM_API_URL",
    "INTRANET_WEBHOOK_TIMEOUT_MS",
  ])
    if (process.env[name]) environment[name] = process.env[name]!;
  // The API middleware reads the same variable as stacks/api.ts (packages/functions/src/http/cors.ts).
  if (process.env.INTRANET_CORS_ORIGINS) environment.INTRANET_CORS_ORIGINS = process.env.INTRANET_CORS_ORIGINS;
  return environment;
}

/** Defaults for `sst.aws.Function` arguments; spread first, then set handler, link, etc. */
export function functionDefaults() {
  return {
    runtime: "nodejs22.x",
    architecture: "arm64",
    memory: "1024 MB",
    // Explicit: the bundler treats an unset flag as false despite the documented default (docs/benchmarks.md).
    // Splitting: what a handler imports dynamically (a route's heavy code, the SDK's credential
    // providers) becomes a chunk loaded on first use instead of at every cold start (DESIGN §11).
    nodejs: { minify: true, splitting: true },
    // Password links and notification e-mails are sent with SES (packages/core/src/mail/mail.ts).
    permissions: [{ actions: ["ses:SendEmail", "ses:SendRawEmail"], resources: ["*"] }],
    environment: handlerEnvironment(),
  } satisfies Partial<sst.aws.FunctionArgs>;
}

/** `system` → `System`, `links-block` → `LinksBlock`: SST component names are alphanumeric. */
export function pascal(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}
