import type { CompanyNetwork } from "./schemas";

/** Where a session's address is: a named network, a private range, or the address masked. */
export type SessionPlace =
  { kind: "network"; name: string } | { kind: "private" } | { kind: "address"; address: string } | { kind: "unknown" };

/** The browser and system read from the user agent (what a person recognises, not a fingerprint). */
export interface SessionDevice {
  browser?: string;
  os?: string;
  mobile: boolean;
}

export interface SessionView {
  id: string;
  device: SessionDevice;
  place: SessionPlace;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface SessionList {
  sessions: SessionView[];
}

export interface EndedSessions {
  ended: number;
}

export interface CompanyNetworksView {
  client_id: string;
  networks: CompanyNetwork[];
  updatedAt?: string;
}
