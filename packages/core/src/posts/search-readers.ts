import { isConditionFailure } from "../db";
import { db } from "./entities";
import { publish } from "./events";

/**
 * Narrows who finds a post in search, for the module that wrote it (reader labels, search's
 * `readerLabel`): a closed vacancy's announcement is found only by those who may still open the
 * vacancy. `undefined` gives the wall's own rule back. The post stays where it is on the wall;
 * search re-reads it (`post.updated`). A post gone meanwhile is left alone (false).
 */
export async function narrowPostSearch(
  clientId: string,
  postId: string,
  readers: string[] | undefined,
  by: string,
): Promise<boolean> {
  const patch = db().entities.post.patch({ clientId, postId });
  const written = await (readers ? patch.set({ searchReaders: readers }) : patch.remove(["searchReaders"]))
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return null;
      throw error;
    });
  if (!written) return false;
  await publish({
    type: "post.updated",
    tenantId: clientId,
    detail: { postId, authorId: written.data.authorId, updatedBy: by },
  });
  return true;
}
