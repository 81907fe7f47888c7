import {
  formatBytes,
  isAdminOrAbove,
  limits,
  postLimits,
  type Actor,
  type PostKind,
  type PostParent,
} from "@intranet/contracts";
import { readersAmong } from "./parents";
import { requireTenant, AppError } from "../platform";
import { findFiles } from "../files";
import { getUsers } from "../users";
import { excerptOf, textLength } from "./text";
import type { PostRecord } from "./store";

export type Attachment = PostRecord["attachments"][number];

/** The tenant a member writes in. A superadmin visiting a tenant reads and moderates, but writes nothing there. */
export function writerIn(actor: Actor): string {
  const clientId = requireTenant(actor);
  if (actor.homeTenantId !== clientId) throw new AppError("common.no_access");
  return clientId;
}

/** Edits and deletions: the author or an admin (rules spec §7 Posts and comments). */
export function requireAuthorOrAdmin(actor: Actor, authorId: string): void {
  if (actor.userId !== authorId && !isAdminOrAbove(actor)) throw new AppError("common.no_access");
}

export interface Content {
  html: string;
  text: string;
  excerpt: string;
  /** Explicit mentions plus every data-mention span, without repeats, in that order. */
  mentions: string[];
}

/**
 * Rich text as stored: sanitised, with its plain text (required: an attachment alone is not a
 * post, rules spec §5 "Post text is required"), excerpt and mentions.
 */
export async function contentOf(
  message: string,
  explicitMentions: string[],
  required: "posts.text_required" | "posts.comment_text_required",
): Promise<Content> {
  // The sanitizer loads on the first write, not at every cold start (a chunk of its own in the bundle).
  const { cleanHtml } = await import("../richText");
  const clean = cleanHtml(message);
  if (!clean.text) throw new AppError(required);
  const mentions = [...new Set([...explicitMentions, ...clean.mentionIds])];
  if (mentions.length > postLimits.maxMentions)
    throw new AppError("common.validation", {}, { issues: [{ path: "mentions", message: "common.validation" }] });
  return { html: clean.html, text: clean.text, excerpt: excerptOf(clean.text), mentions };
}

/** Spec §5/§9: a thanks post has more than 30 characters of text and exactly one mentioned person, not oneself. */
export function checkThanks(kind: PostKind, content: Content, authorId: string): void {
  if (kind !== "thanks") return;
  if (textLength(content.text) < postLimits.thanksMinChars)
    throw new AppError("posts.thanks_too_short", { min: postLimits.thanksMinChars - 1 });
  if (content.mentions.length !== 1) throw new AppError("posts.thanks_one_person");
  if (content.mentions[0] === authorId) throw new AppError("posts.thanks_self");
}

/**
 * Newly mentioned people must be active employees of the tenant (one BatchGet through the users
 * module) and, under a parent other than the company wall, people who may read it: a mention is a
 * notification with the text's excerpt, which must not reach outside a closed or private group.
 */
export async function checkMentions(
  clientId: string,
  mentions: string[],
  alreadyThere: string[] = [],
  parent?: PostParent,
): Promise<void> {
  const fresh = mentions.filter((id) => !alreadyThere.includes(id));
  if (!fresh.length) return;
  const people = (await getUsers(clientId, fresh)).filter((user) => user.status === "active");
  const allowed =
    parent && parent.type !== "wall"
      ? await readersAmong(clientId, parent, people)
      : new Set(people.map((user) => user.userId));
  const missing = fresh.filter((id) => !allowed.has(id));
  if (missing.length) throw new AppError("posts.mention_not_found", {}, { userIds: missing });
}

/**
 * Attachments: files already uploaded and confirmed in module "posts" of this tenant (so at most
 * 20 MB, spec §9) by the caller; files already on the post stay as they are. What is stored is a
 * copy of the file's name, type and size, so feeds need no file reads.
 */
export async function attachmentsOf(
  actor: Actor,
  clientId: string,
  fileIds: string[],
  current: Attachment[] = [],
): Promise<Attachment[]> {
  const added = fileIds.filter((fileId) => !current.some((file) => file.fileId === fileId));
  const found = await findFiles(clientId, added);
  return fileIds.map((fileId): Attachment => {
    const kept = current.find((file) => file.fileId === fileId);
    if (kept) return kept;
    const file = found.get(fileId);
    if (!file || file.module !== "posts" || file.uploadedBy !== actor.userId)
      throw new AppError("posts.attachment_invalid", {}, { fileId });
    if (file.size > limits.postAttachmentMaxBytes)
      throw new AppError(
        "files.attachment_too_big",
        { size: formatBytes(limits.postAttachmentMaxBytes) },
        { fileId, size: file.size },
      );
    return { fileId: file.fileId, name: file.name, contentType: file.contentType, size: file.size };
  });
}
