import { autoPostHtml, type AutoPost } from "@intranet/contracts/autoPosts";
import { notificationLanguages } from "@intranet/contracts/notificationLanguages";
import { getAll, isConditionFailure } from "../db";
import { db } from "./entities";

/** A post a module wrote before posts kept their kind, and the kind and values the module says it has. */
export interface AutoPostCandidate {
  postId: string;
  auto: AutoPost;
}

/** The stored text says exactly what the kind says in one of the languages (the one it was written in). */
function saysTheSame(message: string, auto: AutoPost, plainText: (html: string) => string): boolean {
  const read = plainText(message);
  return notificationLanguages.some((language) => {
    const html = autoPostHtml(auto, { language });
    return html !== undefined && plainText(html) === read;
  });
}

/**
 * Data migrations of the modules that write wall posts (vacancies, the shop): their posts written
 * before posts kept a kind and values hold only a text in the company's language. A post takes the
 * kind — and so is read in each reader's language — only when nobody has edited it (revision 0, no
 * kind yet: the patch is conditioned on both, so an edit racing it wins) and its text says exactly
 * what the kind says in one of the languages, so adopting it changes no word a reader saw but the
 * language. Anything else (an edited post, a title changed since) keeps its text. One BatchGet per
 * 100 candidates and one conditional update per adopted post. Returns how many were adopted.
 */
export async function adoptAutoPosts(clientId: string, candidates: AutoPostCandidate[]): Promise<number> {
  // What a reader sees, compared as text: the old `&#38;` and `<p>` lines equal the new `&amp;` and
  // `<br>`. The sanitizer loads here only (a migration), never at a posts Lambda's cold start.
  const { plainText } = await import("../richText");
  const wanted = new Map(candidates.map((candidate) => [candidate.postId, candidate.auto]));
  const posts = await getAll(
    [...wanted.keys()].map((postId) => ({ clientId, postId })),
    (keys) => db().entities.post.get(keys).go(),
  );
  let adopted = 0;
  for (const post of posts) {
    const auto = wanted.get(post.postId);
    if (!auto || post.auto || post.revision !== 0 || !saysTheSame(post.message, auto, plainText)) continue;
    const written = await db()
      .entities.post.patch({ clientId, postId: post.postId })
      .set({ auto })
      .where((attributes, { eq, notExists }) => `${eq(attributes.revision, 0)} AND ${notExists(attributes.auto)}`)
      .go()
      .then(() => true)
      .catch((error: unknown) => {
        if (isConditionFailure(error)) return false;
        throw error;
      });
    if (written) adopted += 1;
  }
  return adopted;
}
