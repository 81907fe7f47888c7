import type { FileOwner } from "@intranet/contracts";
import { AppError } from "../platform/errors";
import { requirePost } from "../posts/store";
import { findUser } from "../users/store";

/**
 * An upload's owner must exist in the uploader's tenant (looked up under the tenant's keys, so
 * another tenant's id is simply not found). Each owner type is checked by its module's lookup with
 * that module's not-found code; an owner type whose module is not built yet (articles) has nothing
 * that could exist, so it is refused until that module adds its check here.
 */
const ownerChecks: Partial<Record<FileOwner["type"], (clientId: string, id: string) => Promise<void>>> = {
  user: async (clientId, id) => {
    if (!(await findUser(clientId, id))) throw new AppError("common.user_not_found");
  },
  post: async (clientId, id) => {
    await requirePost(clientId, id);
  },
};

export async function assertOwnerExists(clientId: string, owner: FileOwner): Promise<void> {
  const check = ownerChecks[owner.type];
  if (!check) throw new AppError("common.validation", {}, { owner: `no ${owner.type} can own files yet` });
  await check(clientId, owner.id);
}
