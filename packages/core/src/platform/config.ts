import { Resource } from "sst/resource";
import { vendorSchema, type Vendor } from "@intranet/contracts";

/**
 * The one place that reads deployment configuration. In AWS the values come from SST links
 * (`Resource`); locally and in tests the runtime supplies the same names as `SST_RESOURCE_<Name>`
 * JSON environment variables, so the code path is identical.
 */
type Linked = {
  Table: { name: string };
  Files: { name: string };
  /** Public pictures (avatars, covers); `url` is set locally, AWS serves the bucket's own host. */
  Media: { name: string; url?: string };
  JwtSecret: { value: string };
  Realtime: { url: string; managementEndpoint: string };
  Bus: { name: string; arn: string };
  /** The user pool that brokers the companies' identity providers (core/sso/link.ts); optional. */
  Sso: Record<string, unknown>;
};

const parsed = new Map<string, unknown>();

/**
 * `SST_RESOURCE_<Name>` is read on every call (parsed once per value) because `Resource` snapshots
 * the environment at first use, and the local runtime sets some values (the gateway's port) later.
 * Inside Lambda, SST may deliver links through its encrypted key file instead: then `Resource` answers.
 */
function linked<K extends keyof Linked>(name: K): Linked[K] {
  const raw = process.env[`SST_RESOURCE_${name}`];
  if (raw) {
    if (!parsed.has(raw)) parsed.set(raw, JSON.parse(raw));
    return parsed.get(raw) as Linked[K];
  }
  try {
    return (Resource as unknown as Linked)[name];
  } catch (cause) {
    throw new Error(`Configuration "${name}" is missing: link it in SST or set SST_RESOURCE_${name}`, { cause });
  }
}

export const config = {
  tableName: () => linked("Table").name,
  bucketName: () => linked("Files").name,
  mediaBucketName: () => linked("Media").name,
  /** Where the media bucket's objects are read by anyone: `<base>/<key>`. */
  mediaBaseUrl(): string {
    const media = linked("Media");
    return media.url ?? `https://${media.name}.s3.${process.env.AWS_REGION ?? "us-east-1"}.amazonaws.com`;
  },
  jwtSecret: () => linked("JwtSecret").value,
  realtimeManagementEndpoint: () => linked("Realtime").managementEndpoint,
  busName: () => linked("Bus").name,
  /** The single sign-on link, or undefined when the deployment has no user pool. */
  sso(): Record<string, unknown> | undefined {
    try {
      return linked("Sso");
    } catch {
      return undefined;
    }
  },
  /** The vendor variant (product-spec §1), from the INTRANET_VENDOR environment variable. */
  vendor(): Vendor {
    const parsed = vendorSchema.safeParse(process.env.INTRANET_VENDOR ?? "default");
    return parsed.success ? parsed.data : "default";
  },
};
