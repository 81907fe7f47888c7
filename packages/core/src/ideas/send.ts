import { hasRole, type Actor } from "@intranet/contracts";
import type { IdeaView, SendIdeaBody } from "@intranet/contracts/ideas";
import { named, statusEntry, writeTransaction } from "../db";
import { requireOwnUploads } from "../files";
import { AppError, newId, requireTenant } from "../platform";
import { ideasRole } from "./access";
import { publish } from "./events";
import type { IdeaRecord } from "./idea.entity";
import { toIdeaView } from "./views";

/**
 * POST /api/user/send_idea (rules spec §5: the process, the flaw, the change and the expected
 * result; the author is the caller). Its files are the caller's confirmed uploads of module
 * `ideas`. A visiting superadmin is not an employee and proposes nothing.
 */
export async function sendIdea(actor: Actor, body: SendIdeaBody): Promise<IdeaView> {
  const clientId = requireTenant(actor);
  if (hasRole(actor, "superadmin")) throw new AppError("ideas.no_access");
  const [uploads, role] = await Promise.all([
    requireOwnUploads(actor, clientId, body.files, "ideas", "ideas.bad_file"),
    ideasRole(actor, clientId),
  ]);
  const at = new Date().toISOString();
  const idea: IdeaRecord = {
    clientId,
    ideaId: newId(),
    authorId: actor.userId,
    title: body.title,
    process: body.process,
    flaw: body.flaw,
    change: body.change,
    result: body.result,
    files: body.files.map((fileId) => ({ fileId, name: uploads[fileId]!.name, size: uploads[fileId]!.size })),
    status: "new",
    statuses: [{ status: "new", at }],
    comments: [],
    revision: 0,
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await writeTransaction((e) => [
    named("idea", e.idea.create(idea).commit()),
    named("status", e.ideaByStatus.create(statusEntry(clientId, "new", idea.ideaId, idea.ideaId)).commit()),
  ]);
  if (!outcome.ok) throw new AppError("common.conflict");
  await publish({ type: "idea.received", tenantId: clientId, detail: { ideaId: idea.ideaId, authorId: actor.userId } });
  return toIdeaView(actor, role, idea, false);
}
