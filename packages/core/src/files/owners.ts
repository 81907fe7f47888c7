import type { FileOwner } from "@intranet/contracts";
import { AppError } from "../platform";
import { findUser } from "../users";

/** Answers when the owner exists in the tenant, throws the owning module's not-found code otherwise. */
export type FileOwnerCheck = (clientId: string, id: string) => Promise<void>;

/**
 * An upload's owner must exist in the uploader's tenant (looked up under the tenant's keys, so
 * another tenant's id is simply not found). Each owner type is checked by its module's lookup with
 * that module's not-found code; an owner type whose module is not built yet (articles) has nothing
 * that could exist, so it is refused until that module adds its check.
 *
 * Users are below files, so their check is here. A module above files (posts imports files) offers
 * its check through its door and the composition root registers it with `registerFileOwnerCheck`
 * (packages/functions/src/api/files.ts: posts' `postFileOwnerCheck`), so files never imports it.
 */
const ownerChecks: Partial<Record<FileOwner["type"], FileOwnerCheck>> = {
  user: async (clientId, id) => {
    if (!(await findUser(clientId, id))) throw new AppError("common.user_not_found");
  },
};

export function registerFileOwnerCheck(type: FileOwner["type"], check: FileOwnerCheck): void {
  ownerChecks[type] = check;
}

export async function assertOwnerExists(clientId: string, owner: FileOwner): Promise<void> {
  const check = ownerChecks[owner.type];
  if (!check) throw new AppError("common.validation", {}, { owner: `no ${owner.type} can own files yet` });
  await check(clientId, owner.id);
}
