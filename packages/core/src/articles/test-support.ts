import type { Actor } from "@intranet/contracts";
import { createArticleBodySchema, type ArticleView, type CreateArticleInput } from "@intranet/contracts/articles";
import type { Grant } from "@intranet/contracts/audiences";
import { createDepartmentBodySchema, type DepartmentView } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { syncPeople } from "../audiences";
import { addDeptUsers, createDepartment } from "../structure";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { createArticle } from "./create";
import { db } from "./entities";

/** Knowledge-base test helpers (tests only): a company with Sales and Engineering and people placed in them. */
export interface KbCompany {
  tenantId: string;
  admin: Member;
  /** knowl_base and kb_files, in no department. */
  writer: Member;
  seller: Member;
  engineer: Member;
  outsider: Member;
  sales: DepartmentView;
  engineering: DepartmentView;
}

export async function kbCompany(): Promise<KbCompany> {
  const tenantId = await ensureTestTenant();
  const rights = { rights: ["knowl_base" as const] };
  const [admin, writer, seller, engineer, outsider] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { rights: ["knowl_base", "kb_files"], profile: { firstName: "Wes", lastName: "Writer" } }),
    member(tenantId, { ...rights, profile: { firstName: "Sam", lastName: "Seller" } }),
    member(tenantId, { ...rights, profile: { firstName: "Eve", lastName: "Engineer" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
  ]);
  const make = (name: string, parent?: string) =>
    createDepartment(admin!.actor, z.parse(createDepartmentBodySchema, { name, ...(parent ? { parent } : {}) }));
  const root = await make("Company");
  const sales = await make("Sales", root._id);
  const engineering = await make("Engineering", root._id);
  await addDeptUsers(admin!.actor, { dept_id: sales._id, users: [seller!.userId] });
  await addDeptUsers(admin!.actor, { dept_id: engineering._id, users: [engineer!.userId] });
  await syncPeople(
    tenantId,
    [admin!, writer!, seller!, engineer!, outsider!].map((person) => person.userId),
  );
  return {
    tenantId,
    admin: admin!,
    writer: writer!,
    seller: seller!,
    engineer: engineer!,
    outsider: outsider!,
    sales,
    engineering,
  };
}

export const deptGrant = (deptId: string, level: Grant["level"] = "read"): Grant => ({
  audience: { kind: "department", deptId, subdepartments: true },
  level,
});

export const userGrant = (userId: string, level: Grant["level"] = "write"): Grant => ({
  audience: { kind: "users", userIds: [userId] },
  level,
});

export const newNode = (actor: Actor, input: Partial<CreateArticleInput> & { title: string }): Promise<ArticleView> =>
  createArticle(actor, z.parse(createArticleBodySchema, { kind: "folder", ...input }));

export const newArticle = (
  actor: Actor,
  parentId: string,
  title: string,
  content = `<p>${title} text</p>`,
  more = {},
) => newNode(actor, { kind: "article", parentId, title, content, ...more });

/** Everything a company's knowledge base holds, by entity (the tree's partition and the nodes' own). */
export async function storedOf(tenantId: string, nodeIds: string[]) {
  const { entities } = db();
  const nodes = await entities.artNode.query.byTree({ clientId: tenantId }).go({ pages: "all" });
  let perNode = 0;
  for (const nodeId of nodeIds) {
    const key = { clientId: tenantId, nodeId };
    const [body, revisions, files, guards] = await Promise.all([
      entities.artBody.get(key).go(),
      entities.artRevision.query.byNode(key).go({ pages: "all" }),
      entities.artFile.query.byNode(key).go({ pages: "all" }),
      entities.artViewGuard.query.byNode(key).go({ pages: "all" }),
    ]);
    perNode += (body.data ? 1 : 0) + revisions.data.length + files.data.length + guards.data.length;
  }
  const settings = await entities.artSettings.get({ clientId: tenantId }).go();
  return { nodes: nodes.data.length, perNode, nodeCount: settings.data?.nodeCount ?? 0 };
}

/** A confirmed upload of module "articles" (a text file unless told). */
export async function articleUpload(
  actor: Actor,
  options: { contentType?: string; bytes?: Uint8Array; name?: string } = {},
) {
  const { uploaded } = await import("../files/testing");
  const { confirmUpload } = await import("../files");
  const ticket = await uploaded(actor, {
    module: "articles",
    name: options.name ?? "notes.txt",
    contentType: options.contentType ?? "text/plain",
    ...(options.bytes ? { bytes: options.bytes } : { size: 300 }),
  });
  await confirmUpload(actor, ticket.fileId);
  return { fileId: ticket.fileId, key: ticket.key };
}
