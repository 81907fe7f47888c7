import type { Actor, PostParent } from "@intranet/contracts";
import { AppError, LazyParts } from "../platform";
import type { PostRecord } from "./store";

/**
 * Where posts live besides the company wall (a group's wall): the module that owns the parent
 * offers who may read and who may post there in its leaf `core/src/<m>/post-parent.ts`, and the
 * composition root (packages/functions/src/post-parents.ts, generated) registers a loader, so the
 * wall never imports it and its Lambdas load the owner on the first such post. Everything that shows a
 * post to someone — the post itself, likes, views, comments, a person's event feed, mentions, the
 * comments feed — asks here; a parent type nobody registered is readable by nobody (closed by
 * default). The company wall is everyone's who holds the wall right.
 */
export interface PostParentRules {
  /** Of these parents, the ones the person may read (one or two batch reads whatever their number). */
  readable(actor: Actor, clientId: string, parentIds: string[]): Promise<Set<string>>;
  /** Refuses (with the owning module's code) when the person may not post there. */
  requirePoster(actor: Actor, clientId: string, parentId: string): Promise<void>;
  /** Every parent of a tenant, a page at a time (search's re-index of their posts). */
  scan(clientId: string): AsyncIterable<string[]>;
}

/** The registered parents' types with their ids, for a re-index of every post. */
export async function* otherParents(clientId: string): AsyncIterable<{ type: OtherParentType; ids: string[] }> {
  await loadParents();
  for (const [type, rules] of Object.entries(parents) as Array<[OtherParentType, PostParentRules]>)
    for await (const ids of rules.scan(clientId)) yield { type, ids };
}

/** Of these people (active employees), the ones who may read the parent: whom a mention may reach. */
export async function readersAmong(
  clientId: string,
  parent: PostParent,
  people: Array<{ userId: string; roles: string[] }>,
): Promise<Set<string>> {
  if (parent.type === "wall") return new Set(people.map((person) => person.userId));
  const rules = await rulesOf(parent.type);
  if (!rules) return new Set();
  const checks = await Promise.all(
    people.map(async (person) => {
      const actor: Actor = {
        userId: person.userId,
        tenantId: clientId,
        homeTenantId: clientId,
        roles: person.roles as Actor["roles"],
        rights: [],
      };
      return (await rules.readable(actor, clientId, [parent.id])).has(parent.id) ? person.userId : null;
    }),
  );
  return new Set(checks.filter((id): id is string => id !== null));
}

type OtherParentType = Exclude<PostParent["type"], "wall">;
const parents: Partial<Record<OtherParentType, PostParentRules>> = {};

type ParentRules = Partial<Record<OtherParentType, PostParentRules>>;
const offered = new LazyParts<ParentRules>();

export function registerPostParent(type: OtherParentType, rules: PostParentRules): void {
  parents[type] = rules;
}

/** A module's parents, loaded when a post under one of them is first met. */
export function registerPostParentsLoader(load: () => Promise<ParentRules>): void {
  offered.addLoader(load);
}

async function loadParents(): Promise<void> {
  for (const rules of await offered.all()) Object.assign(parents, rules);
}

async function rulesOf(type: OtherParentType): Promise<PostParentRules | undefined> {
  if (!parents[type]) await loadParents();
  return parents[type];
}

export async function requirePoster(actor: Actor, clientId: string, parent: PostParent): Promise<void> {
  if (parent.type === "wall") {
    if (parent.id !== clientId) throw new AppError("common.no_access");
    return;
  }
  const rules = await rulesOf(parent.type);
  if (!rules) throw new AppError("common.no_access");
  await rules.requirePoster(actor, clientId, parent.id);
}

/** Which of these posts the person may see: the wall's always; others by their parent's rules, asked once per type. */
export async function readableFilter(
  actor: Actor,
  clientId: string,
  posts: Array<Pick<PostRecord, "parentType" | "parentId">>,
): Promise<(post: Pick<PostRecord, "parentType" | "parentId">) => boolean> {
  const byType = new Map<OtherParentType, Set<string>>();
  for (const post of posts) {
    if (post.parentType === "wall") continue;
    const type = post.parentType as OtherParentType;
    byType.set(type, (byType.get(type) ?? new Set()).add(post.parentId));
  }
  const allowed = new Map<string, Set<string>>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const rules = await rulesOf(type);
      allowed.set(type, rules ? await rules.readable(actor, clientId, [...ids]) : new Set());
    }),
  );
  return (post) => post.parentType === "wall" || Boolean(allowed.get(post.parentType)?.has(post.parentId));
}

/** A post the person may not see is not found for them (a private group's post is not revealed). */
export async function requireReadable(actor: Actor, post: PostRecord): Promise<PostRecord> {
  if (post.parentType === "wall") return post;
  const readable = await readableFilter(actor, post.clientId, [post]);
  if (!readable(post)) throw new AppError("posts.not_found");
  return post;
}
