import { monotonicFactory } from "ulid";

/** ULIDs sort by creation time, which the feeds' sort keys rely on (DESIGN §5). */
const nextUlid = monotonicFactory();

export function newId(): string {
  return nextUlid();
}
