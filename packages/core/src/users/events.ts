import { eventBus } from "../events";

/** Published after any write that changes what others see of a person (search re-reads them). */
export const USER_CHANGED = "user.changed";

export interface UserChangedDetail {
  userIds: string[];
}

/**
 * Publishes `user.changed` AFTER the write committed. The write is the fact: if the bus refuses,
 * the request still succeeds and the failure is logged (the daily re-index repairs the index).
 */
export async function publishUserChanged(clientId: string, userIds: string[]): Promise<void> {
  try {
    await eventBus().publish([
      { type: USER_CHANGED, tenantId: clientId, detail: { userIds } satisfies UserChangedDetail },
    ]);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", message: "publishing user.changed failed", error: String(error) }));
  }
}
