import { createHash } from "node:crypto";
import { decodeTime, encodeTime, monotonicFactory } from "ulid";

/** ULIDs sort by creation time, which the feeds' sort keys rely on (DESIGN §5). */
const nextUlid = monotonicFactory();

export function newId(): string {
  return nextUlid();
}

const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A ULID that is the same every time for the same time and seed: its time part is `time`, its
 * random part comes from a hash of the seed. Work that may run twice (bus events are delivered at
 * least once) names what it creates with it, so a second run recreates the same id.
 */
export function stableId(time: number, seed: string): string {
  const digest = createHash("sha256").update(seed).digest();
  let random = "";
  for (let index = 0; index < 16; index++) random += crockford[digest[index]! % 32];
  return encodeTime(time, 10) + random;
}

/** The creation time in an id made by newId() (an event's stable time); undefined if it is not a ULID. */
export function timeOfId(id: string): number | undefined {
  try {
    return decodeTime(id);
  } catch {
    return undefined;
  }
}
