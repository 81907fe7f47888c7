import { type Actor, type CreatePostBody, type FeatureRight, createPostBodySchema } from "@intranet/contracts";
import { confirmUpload } from "../files";
import { uploaded } from "../files/testing";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { db } from "./entities";
import { createPost } from "./write";

/**
 * Wall test helpers (tests only): a tenant with an admin and employees holding the wall right,
 * posts written through the service, confirmed attachments, and a counter of DynamoDB calls.
 */
export interface WallTenant {
  tenantId: string;
  admin: Member;
  people: Member[];
}

export async function wallTenant(employees = 3, rights: FeatureRight[] = ["wall"]): Promise<WallTenant> {
  const tenantId = await ensureTestTenant();
  const [admin, ...people] = await Promise.all([
    member(tenantId, { role: "admin" }),
    ...Array.from({ length: employees }, (_, index) =>
      member(tenantId, { rights, profile: { firstName: `Person${index}`, lastName: `Wall${index}` } }),
    ),
  ]);
  return { tenantId, admin: admin!, people };
}

/** POST /api/post as the service sees it (the body through the route's schema, with its defaults). */
export function post(
  actor: Actor,
  body: Partial<Omit<CreatePostBody, "kind">> & { kind?: CreatePostBody["kind"] } = {},
) {
  return createPost(actor, createPostBodySchema.parse({ message: "<p>Hello, colleagues</p>", ...body }));
}

export const thanksText = "<p>Thank you for fixing the release pipeline on Friday night!</p>";

/** A file uploaded and confirmed in module "posts" (or another module), as the browser leaves it. */
export async function attachment(actor: Actor, options: { module?: "posts" | "common"; size?: number } = {}) {
  const ticket = await uploaded(actor, {
    module: options.module ?? "posts",
    name: "plan.pdf",
    contentType: "application/pdf",
    size: options.size ?? 2048,
  });
  return confirmUpload(actor, ticket.fileId);
}

export { countDynamoCalls } from "../testing/dynamo-calls";
export type { Member };

/**
 * A module's automatic post as the code before kinds wrote it (tests of data migrations): its kind
 * gone and `message` the text it was stored with.
 */
export async function asWrittenBeforeKinds(clientId: string, postId: string, message: string): Promise<void> {
  await db().entities.post.patch({ clientId, postId }).set({ message }).remove(["auto"]).go();
}

/** The post item as stored. */
export async function storedPost(clientId: string, postId: string) {
  return (await db().entities.post.get({ clientId, postId }).go()).data;
}
