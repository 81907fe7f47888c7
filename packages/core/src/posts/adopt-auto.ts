import { autoPostHtml, type AutoPost } from "@intranet/contracts/autoPosts";
import { notificationLanguages } from "@intranet/contracts/notificationLanguages";
import { getAll, isConditionFailure } from "../db";
import { db } from "./entities";

/** A post a module wrote before posts kept their kind, and the kind and values the module says it has. */
export interface AutoPostCandidate {
  postId: string;
  auto: AutoPost;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** What a reader sees of a post's HTML, a line a paragraph or break (two escapings of the same text compare equal). */
export function visibleLines(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>\s*<p[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#")
        ? String.fromCodePoint(parseInt(name.slice(name[1] === "x" ? 2 : 1), name[1] === "x" ? 16 : 10))
        : (entities[name.toLowerCase()] ?? whole),
    )
    .trim();
}

/** The stored text says exactly what the kind says in one of the languages (the one it was written in). */
const saysTheSame = (message: string, auto: AutoPost) =>
  notificationLanguages.some((language) => {
    const html = autoPostHtml(auto, { language });
    return html !== undefined && visibleLines(html) === visibleLines(message);
  });

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
  const wanted = new Map(candidates.map((candidate) => [candidate.postId, candidate.auto]));
  const posts = await getAll(
    [...wanted.keys()].map((postId) => ({ clientId, postId })),
    (keys) => db().entities.post.get(keys).go(),
  );
  let adopted = 0;
  for (const post of posts) {
    const auto = wanted.get(post.postId);
    if (!auto || post.auto || post.revision !== 0 || !saysTheSame(post.message, auto)) continue;
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
