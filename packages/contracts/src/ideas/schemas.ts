/**
 * Ideas (product-spec §1 idea proposals, §2 /idea, §6 `ideas`; rules-calls-errors-spec §5 "an idea
 * needs author, process, flaw, change and result", §7 POST /api/user/send_idea, §9 auto-award
 * `idea`): improvement proposals that reach the company's chosen recipients, which colleagues
 * support with a vote and the recipients move from new to implemented (docs/modules/ideas.md).
 */
import * as z from "zod/mini";
import { audienceSchema } from "../audiences/schemas";
import { idSchema } from "../validation";

export const ideaLimits = {
  titleMax: 150,
  textMax: 5000,
  reasonMax: 2000,
  commentMax: 2000,
  /** Comments an idea keeps: its one item stays far below 400 KB. */
  commentsMax: 200,
  filesMax: 5,
  recipientsMax: 20,
  pageSize: 20,
  pageMax: 100,
} as const;

/** An idea's states (product-spec §4 style): new, under review, accepted, implemented, declined. */
export const ideaStatuses = ["new", "under_review", "accepted", "implemented", "declined"] as const;
export type IdeaStatus = (typeof ideaStatuses)[number];

/** Where each status may go next: implemented and declined are ends (a declined idea can be looked at again). */
export const ideaMoves: Readonly<Record<IdeaStatus, readonly IdeaStatus[]>> = {
  new: ["under_review", "accepted", "declined"],
  under_review: ["accepted", "declined"],
  accepted: ["implemented", "declined"],
  implemented: [],
  declined: ["under_review"],
};

/** Who sees the company's ideas: everyone with the right, or only the recipients (and each author their own). */
export const ideaVisibilities = ["company", "recipients"] as const;
export type IdeaVisibility = (typeof ideaVisibilities)[number];

const text = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, "ideas.too_long"));

/** Rules spec §5: the process, the flaw, the change and the expected result are all required (the author is the caller). */
export const sendIdeaBodySchema = z.object({
  title: text(ideaLimits.titleMax, "ideas.title_required"),
  process: text(ideaLimits.textMax, "ideas.process_required"),
  flaw: text(ideaLimits.textMax, "ideas.flaw_required"),
  change: text(ideaLimits.textMax, "ideas.change_required"),
  result: text(ideaLimits.textMax, "ideas.result_required"),
  /** Confirmed uploads of module `ideas` by the caller. */
  files: z._default(z.array(idSchema).check(z.maxLength(ideaLimits.filesMax, "ideas.too_many_files")), []),
});
export type SendIdeaBody = z.output<typeof sendIdeaBodySchema>;

export const ideaParamsSchema = z.object({ id: idSchema });
export const ideaFileParamsSchema = z.object({ id: idSchema, file: idSchema });
export const clientParamsSchema = z.object({ client: idSchema });

const cursor = z.optional(z.string().check(z.maxLength(2000)));
const limit = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ideaLimits.pageMax)), ideaLimits.pageSize);

/** The board (and the recipients' inbox: `?status=new`), newest first. */
export const ideasQuerySchema = z.object({ status: z.optional(z.enum(ideaStatuses)), cursor, limit });
export type IdeasQuery = z.output<typeof ideasQuerySchema>;
export const myIdeasQuerySchema = z.object({ cursor, limit });

/** A recipient moves an idea; declining needs a reason; `revision` is the one they saw. */
export const ideaStatusBodySchema = z
  .object({
    status: z.enum(ideaStatuses, "ideas.bad_status"),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(ideaLimits.reasonMax, "ideas.too_long"))),
    revision: z.number().check(z.int(), z.gte(0)),
  })
  .check(
    z.refine((body) => body.status !== "declined" || !!body.reason, {
      message: "ideas.reason_required",
      path: ["reason"],
    }),
  );
export type IdeaStatusBody = z.output<typeof ideaStatusBodySchema>;

export const ideaCommentBodySchema = z.object({ text: text(ideaLimits.commentMax, "ideas.text_required") });

/** Who receives ideas (none: the company's admins) and who sees them. */
export const ideaSettingsBodySchema = z.object({
  recipients: z.array(audienceSchema).check(z.maxLength(ideaLimits.recipientsMax, "ideas.too_many_recipients")),
  visibility: z.enum(ideaVisibilities),
});
export type IdeaSettingsBody = z.output<typeof ideaSettingsBodySchema>;
