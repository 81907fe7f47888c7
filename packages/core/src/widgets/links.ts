import type { EntityItem } from "../db";
import {
  linkFieldsSchema,
  widgetLimits,
  type Actor,
  type CreateLinkBody,
  type LinksBlockList,
  type LinksBlockView,
  type LinksModule,
  type LinkView,
  type UpdateLinkBody,
} from "@intranet/contracts";
import { moduleOfVisit, moduleOn } from "@intranet/contracts/switches";
import { requireSameTenant, AppError, newId } from "../platform";
import { requireAdminOf } from "../clients";
import { backoff, isConditionFailure, named, writeTransaction } from "../db";
import { db } from "./entities";
import type { BlockLinkEntity } from "./block-link.entity";
import type { LinksBlockEntity } from "./links-block.entity";

type BlockRecord = EntityItem<typeof LinksBlockEntity>;
type LinkRecord = EntityItem<typeof BlockLinkEntity>;

/** Enough for a handful of admins editing one block at the same moment. */
const MAX_ATTEMPTS = 10;

/**
 * Links blocks (rules spec §7 Tags and link blocks): one per module of a tenant, with its own
 * links. Everyone in the tenant reads them (the SPA hides inactive blocks); admins change them.
 * The path names the tenant: `requireSameTenant` (a superadmin may act in any tenant).
 */

/** GET /api/links_block/{client}: the tenant's configured blocks, by module (two Queries). */
export async function listLinksBlocks(actor: Actor, clientId: string): Promise<LinksBlockList> {
  requireSameTenant(actor, clientId);
  const [blocks, links] = await Promise.all([
    db().entities.linksBlock.query.byClient({ clientId }).go({ pages: "all" }),
    db().entities.blockLink.query.byBlock({ clientId }).go({ pages: "all" }),
  ]);
  const modules = new Set<string>([...blocks.data.map((block) => block.module), ...links.data.map((l) => l.module)]);
  // A block of a module the company switched off is not served (docs/switches.md); it is kept.
  const shown = [...modules].filter((module) => moduleOn(actor, moduleOfVisit(module)));
  const items = shown.sort().map((module) =>
    toBlockView(
      module as LinksModule,
      blocks.data.find((block) => block.module === module),
      links.data.filter((link) => link.module === module),
    ),
  );
  return { items };
}

/** GET /api/links_block/{client}/{module}: one block (a Get and a Query, in parallel). */
export async function getLinksBlock(actor: Actor, clientId: string, module: LinksModule): Promise<LinksBlockView> {
  requireSameTenant(actor, clientId);
  if (!moduleOn(actor, moduleOfVisit(module))) throw new AppError("common.module_disabled");
  return readBlock(clientId, module);
}

/**
 * PUT /api/links_block/{client}/{module}/toggle (admin): sets `active`, or flips it. A flip is
 * conditioned on the value it read, so two admins flipping at once give on → off → on, never a
 * lost flip.
 */
export async function toggleLinksBlock(
  actor: Actor,
  clientId: string,
  module: LinksModule,
  active?: boolean,
): Promise<LinksBlockView> {
  requireAdminOf(actor, clientId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt) await backoff(attempt);
    const { data: block } = await db().entities.linksBlock.get({ clientId, module }).go({ consistent: true });
    const stored = block?.active;
    const next = active ?? !(stored ?? true);
    const now = new Date().toISOString();
    const upsert = db()
      .entities.linksBlock.upsert({ clientId, module, active: next, updatedAt: now })
      .ifNotExists({ createdAt: now, linkCount: 0 });
    // Setting a value needs no condition; a flip holds only if nobody flipped since the read.
    const write =
      active !== undefined
        ? upsert
        : upsert.where(({ active: current }, { eq, notExists }) =>
            stored === undefined ? notExists(current) : eq(current, stored),
          );
    const written = await write.go().then(
      () => true,
      (error: unknown) => {
        if (isConditionFailure(error)) return false;
        throw error;
      },
    );
    if (written) return readBlock(clientId, module);
  }
  throw new AppError("common.conflict");
}

/**
 * POST /api/links_block/{client}/{module}/link (admin). ONE transaction creates the link and
 * adds 1 to the block's count under the condition that the block is below the limit (creating
 * the block if needed), so parallel additions all land or are refused by the limit, never lost
 * and never over it. Without an `order` the link goes after the last one (two admins adding at
 * the same moment may get the same order; ties sort by creation).
 */
export async function addLink(
  actor: Actor,
  clientId: string,
  module: LinksModule,
  body: CreateLinkBody,
): Promise<LinkView> {
  requireAdminOf(actor, clientId);
  const fields = checkedLink({ ...body, kind: body.kind ?? "external", order: body.order ?? 0 });
  const order = body.order ?? (await nextOrder(clientId, module));
  const now = new Date().toISOString();
  const link: LinkRecord = {
    clientId,
    module,
    linkId: newId(),
    title: fields.title,
    link: fields.link,
    kind: fields.kind,
    order,
    revision: 0,
    createdBy: actor.userId,
    createdAt: now,
  };
  const max: number = widgetLimits.linksPerBlockMax;
  const outcome = await writeTransaction(({ linksBlock, blockLink }) => [
    named(
      "block",
      linksBlock
        .upsert({ clientId, module, updatedAt: now })
        .ifNotExists({ createdAt: now })
        .add({ linkCount: 1 })
        .where(({ linkCount }, { lt, notExists }) => `${notExists(linkCount)} OR ${lt(linkCount, max)}`)
        .commit(),
    ),
    named("link", blockLink.create(link).commit()),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("block")) throw new AppError("widgets.links_limit", { max });
    throw new AppError("common.conflict");
  }
  return toLinkView(link);
}

/**
 * PUT /api/links_block/{client}/{module}/link/{id} (admin): changes any of title, link, kind and
 * order. The link as it will be is validated whole (a kind change must suit the target), and the
 * write is conditioned on the revision it read, so two admins' edits never mix into an invalid link.
 */
export async function updateLink(
  actor: Actor,
  clientId: string,
  module: LinksModule,
  linkId: string,
  body: UpdateLinkBody,
): Promise<LinkView> {
  requireAdminOf(actor, clientId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt) await backoff(attempt);
    const { data: current } = await db().entities.blockLink.get({ clientId, module, linkId }).go({ consistent: true });
    if (!current) throw new AppError("widgets.link_not_found");
    const fields = checkedLink({
      title: body.title ?? current.title,
      link: body.link ?? current.link,
      kind: body.kind ?? current.kind,
      order: body.order ?? current.order,
    });
    const now = new Date().toISOString();
    const written = await db()
      .entities.blockLink.patch({ clientId, module, linkId })
      .set({ ...fields, updatedAt: now })
      .add({ revision: 1 })
      .where(({ revision }, { eq }) => eq(revision, current.revision))
      .go()
      .then(
        () => true,
        (error: unknown) => {
          if (isConditionFailure(error)) return false; // changed or deleted meanwhile: read again
          throw error;
        },
      );
    if (written) return toLinkView({ ...current, ...fields });
  }
  throw new AppError("common.conflict");
}

/**
 * DELETE /api/links_block/{client}/{module}/link/{id} (admin): the link goes and the block's count
 * drops by one in one transaction; the link must still exist, so racing deletes count once.
 */
export async function deleteLink(actor: Actor, clientId: string, module: LinksModule, linkId: string): Promise<void> {
  requireAdminOf(actor, clientId);
  const outcome = await writeTransaction(({ linksBlock, blockLink }) => [
    named(
      "link",
      blockLink
        .delete({ clientId, module, linkId })
        .where((attributes, { exists }) => exists(attributes.linkId))
        .commit(),
    ),
    named("block", linksBlock.update({ clientId, module }).add({ linkCount: -1 }).commit()),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("link")) throw new AppError("widgets.link_not_found");
    throw new AppError("common.conflict");
  }
}

/** A link as it will be stored, validated whole; refusals have the shape of the API's validation errors. */
function checkedLink(link: { title: string; link: string; kind: LinkRecord["kind"]; order: number }) {
  const result = linkFieldsSchema.safeParse(link);
  if (result.success) return result.data;
  throw new AppError(
    "common.validation",
    {},
    {
      issues: result.error.issues.map((issue) => ({
        in: "body",
        path: issue.path.join("."),
        message: issue.message,
        code: issue.code,
      })),
    },
  );
}

async function readLinks(clientId: string, module: string): Promise<LinkRecord[]> {
  const { data } = await db().entities.blockLink.query.byBlock({ clientId, module }).go({ pages: "all" });
  return data;
}

async function nextOrder(clientId: string, module: string): Promise<number> {
  const links = await readLinks(clientId, module);
  return links.reduce((max, link) => Math.max(max, Math.floor(link.order)), 0) + 1;
}

async function readBlock(clientId: string, module: LinksModule): Promise<LinksBlockView> {
  const [block, links] = await Promise.all([
    db().entities.linksBlock.get({ clientId, module }).go({ consistent: true }),
    readLinks(clientId, module),
  ]);
  return toBlockView(module, block.data ?? undefined, links);
}

function toBlockView(module: LinksModule, block: BlockRecord | undefined, links: LinkRecord[]): LinksBlockView {
  return {
    module,
    active: block?.active ?? true,
    links: [...links]
      .sort((a, b) => a.order - b.order || a.linkId.localeCompare(b.linkId))
      .map((link) => toLinkView(link)),
  };
}

function toLinkView(link: Pick<LinkRecord, "linkId" | "title" | "link" | "kind" | "order">): LinkView {
  return { _id: link.linkId, title: link.title, link: link.link, kind: link.kind, order: link.order };
}
