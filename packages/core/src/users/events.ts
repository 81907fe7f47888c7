import { publishAfterWrite } from "../events";

/** Published after any write that changes what others see of a person (search re-reads them). */
export const USER_CHANGED = "user.changed";

export interface UserChangedDetail {
  userIds: string[];
}

/** Publishes `user.changed` AFTER the write committed (events/after-write.ts). */
export async function publishUserChanged(clientId: string, userIds: string[]): Promise<void> {
  await publishAfterWrite([
    { type: USER_CHANGED, tenantId: clientId, detail: { userIds } satisfies UserChangedDetail },
  ]);
}
