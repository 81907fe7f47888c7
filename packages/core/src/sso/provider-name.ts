/**
 * A company's provider name in the user pool, derived from its client id: Cognito allows 1–32
 * characters without spaces or underscores (an underscore would split `cognito:username`), and a
 * ULID is 26, so `co-<clientId>` fits and reads back to the company without a lookup.
 */
const prefix = "co-";

export const providerNameOf = (clientId: string) => `${prefix}${clientId}`;

/** The company a provider name belongs to; undefined for a name this platform did not make. */
export function clientOfProviderName(name: string): string | undefined {
  const clientId = name.startsWith(prefix) ? name.slice(prefix.length) : "";
  return /^[0-9A-Za-z]{1,29}$/.test(clientId) ? clientId : undefined;
}
