import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { IdentityProviderPort, PoolProvider } from "@intranet/core/sso";

/** A person at a company's corporate identity provider (the local stand-in's demo identities). */
export interface LocalIdentity {
  email: string;
  password: string;
  /** Their id at the corporate provider (the `identities[0].userId` of the pool's token). */
  subject: string;
  name: string;
  emailVerified?: boolean;
}

interface Entry {
  /** Registered by the company's SSO settings (the port); identities may exist before. */
  provider?: Pick<PoolProvider, "type" | "displayName">;
  identities: LocalIdentity[];
}

/**
 * What the local provider knows: the companies' providers (registered through the identity-provider
 * port, as the Cognito pool is in AWS) and their demo identities. Kept in a JSON file in the data
 * dir (npm start keeps it across restarts; tests keep it in memory).
 */
export class LocalDirectory implements IdentityProviderPort {
  private readonly entries: Record<string, Entry>;

  constructor(private readonly file?: string) {
    this.entries = file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, Entry>) : {};
  }

  async put(provider: PoolProvider): Promise<void> {
    this.entry(provider.providerName).provider = { type: provider.type, displayName: provider.displayName };
    this.save();
  }

  async remove(providerName: string): Promise<void> {
    if (this.entries[providerName]) delete this.entries[providerName].provider;
    this.save();
  }

  /** Adds or replaces identities (by e-mail) at a provider. */
  addIdentities(providerName: string, identities: LocalIdentity[]): void {
    const entry = this.entry(providerName);
    const emails = new Set(identities.map((identity) => identity.email));
    entry.identities = [...entry.identities.filter((identity) => !emails.has(identity.email)), ...identities];
    this.save();
  }

  /** The provider's display name, or undefined when no company registered it (or took it off). */
  provider(providerName: string): Entry["provider"] {
    return this.entries[providerName]?.provider;
  }

  /** Every registered provider with its identities (npm start prints how to try them). */
  registered(): { providerName: string; displayName: string; identities: LocalIdentity[] }[] {
    return Object.entries(this.entries).flatMap(([providerName, entry]) =>
      entry.provider ? [{ providerName, displayName: entry.provider.displayName, identities: entry.identities }] : [],
    );
  }

  /** The identity with this e-mail and password at the provider. */
  signIn(providerName: string, email: string, password: string): LocalIdentity | undefined {
    const wanted = email.trim().toLowerCase();
    return this.entries[providerName]?.identities.find(
      (identity) => identity.email === wanted && identity.password === password,
    );
  }

  /** The identity whose pool subject (the token's `sub`) this is. */
  byPoolSubject(sub: string): { providerName: string; identity: LocalIdentity } | undefined {
    for (const [providerName, entry] of Object.entries(this.entries)) {
      const identity = entry.identities.find((each) => poolSubject(providerName, each.subject) === sub);
      if (identity) return { providerName, identity };
    }
    return undefined;
  }

  private entry(providerName: string): Entry {
    return (this.entries[providerName] ??= { identities: [] });
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.entries, null, 2));
  }
}

/** The pool's own id for a federated user (Cognito's `sub` is a UUID per pool user): stable per identity. */
export function poolSubject(providerName: string, subject: string): string {
  const hex = createHash("sha256").update(`${providerName}|${subject}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
