import * as z from "zod/mini";
import type { moduleManifest } from "./manifest";
import { moduleClientMessages, moduleServerEvents } from "./generated/realtime";

/**
 * Messages on the realtime socket. Client → server messages are routed by `action` ($default route);
 * server → client pushes carry a `type`. The socket's own are here; each module declares its own in
 * `<module>/realtime.ts` (`…ClientMessages`, `…ServerEvents`), gathered by `npm run gen`.
 */
export const clientMessageSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("ping") }),
  z.object({
    action: z.literal("identify"),
    client_id: z.string().check(z.minLength(1)),
    user_id: z.string().check(z.minLength(1)),
    timestamp: z.optional(z.number()),
  }),
  z.object({ action: z.literal("user-logout") }),
  ...moduleClientMessages,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pong"), at: z.number() }),
  z.object({ type: z.literal("identified"), user_id: z.string() }),
  z.object({ type: z.literal("system.message"), text: z.string() }),
  ...moduleServerEvents,
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;

/** The socket's own messages; every other pushed type belongs to a module. */
type PlatformEventType = "pong" | "identified" | "system.message";
type ManifestTopic = ListedTopics<(typeof moduleManifest)[number]>;
type ListedTopics<R> = R extends { realtime: readonly (infer T)[] } ? T : never;
type Declared<T extends ManifestTopic> = T;
/** Every module event pushed here is named in its manifest row's `realtime` (a new one fails `tsc` until it is). */
export type _RealtimeTopicsInManifest = Declared<Exclude<ServerEvent["type"], PlatformEventType>>;
