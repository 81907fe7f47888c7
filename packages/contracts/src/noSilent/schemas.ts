/**
 * "Don't be silent" (product-spec §1, §2 /report_violation, §6 `no_silent`; rules-calls-errors-spec
 * §5 Reports and ideas, §7 POST /api/user/send_viol_report): reports of violations, sent under a
 * name or anonymously, that reach the company's chosen recipients; an anonymous reporter follows
 * the report up with a private code, never with their session (docs/modules/noSilent.md).
 */
import * as z from "zod/mini";
import { audienceSchema } from "../audiences/schemas";
import { idSchema } from "../validation";

export const reportLimits = {
  nameMax: 200,
  descriptionMax: 10_000,
  messageMax: 5000,
  commentMax: 2000,
  /** Messages a report keeps (both sides): its one item stays far below 400 KB. */
  messagesMax: 100,
  filesMax: 3,
  /** A report's files travel inside its one request (no upload ticket names the sender): 4 MB in all. */
  filesBytesMax: 4 * 1024 * 1024,
  fileNameMax: 200,
  recipientsMax: 20,
  pageSize: 20,
  pageMax: 100,
  /** The follow-up code: 32 base32 characters, 160 random bits. */
  codeLength: 32,
  /**
   * Every follow-up call answers after this many milliseconds, found or not, so how long a guess
   * takes tells nothing (the lookup itself is one read either way).
   */
  followUpFloorMs: 300,
} as const;

/** Product-spec §4-style states of a report; a comment the reporter reads comes with each change. */
export const reportStatuses = ["received", "in_review", "resolved", "rejected"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** Pictures (their metadata stripped on the server) and PDF documents. */
export const reportFileTypes = ["image/jpeg", "image/png", "application/pdf"] as const;
export type ReportFileType = (typeof reportFileTypes)[number];

const base64Max = Math.ceil(reportLimits.filesBytesMax / 3) * 4;

export const reportFileSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "reports.bad_file"), z.maxLength(reportLimits.fileNameMax)),
  contentType: z.enum(reportFileTypes, "reports.bad_file_type"),
  /** The file's bytes, base64. */
  data: z
    .string()
    .check(z.maxLength(base64Max, "reports.files_too_large"), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, "reports.bad_file")),
});
export type ReportFileInput = z.output<typeof reportFileSchema>;

const text = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, "reports.too_long"));

/** Rules spec §5: a report needs a name or the anonymous choice, plus a detailed description. */
export const sendReportBodySchema = z
  .object({
    anonymous: z.boolean(),
    name: z.optional(z.string().check(z.trim(), z.maxLength(reportLimits.nameMax, "reports.too_long"))),
    description: text(reportLimits.descriptionMax, "reports.description_required"),
    files: z._default(
      z.array(reportFileSchema).check(z.maxLength(reportLimits.filesMax, "reports.too_many_files")),
      [],
    ),
  })
  .check(z.refine((body) => body.anonymous || !!body.name, { message: "reports.name_or_anonymous", path: ["name"] }));
export type SendReportBody = z.output<typeof sendReportBodySchema>;

const codeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.maxLength(64), z.minLength(1, "reports.code_not_found"));

/** The anonymous reporter's way back in: the code alone, no session. */
export const followUpBodySchema = z.object({ code: codeSchema });
export const followUpMessageBodySchema = z.object({
  code: codeSchema,
  text: text(reportLimits.messageMax, "reports.text_required"),
});
export const followUpFileBodySchema = z.object({ code: codeSchema, file: idSchema });

export const reportParamsSchema = z.object({ id: idSchema });
export const reportFileParamsSchema = z.object({ id: idSchema, file: idSchema });
export const clientParamsSchema = z.object({ client: idSchema });

const cursor = z.optional(z.string().check(z.maxLength(2000)));
const limit = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(reportLimits.pageMax)),
  reportLimits.pageSize,
);

/** The recipients' inbox: newest day first, one status or all. */
export const reportsQuerySchema = z.object({ status: z.optional(z.enum(reportStatuses)), cursor, limit });
export type ReportsQuery = z.output<typeof reportsQuerySchema>;
export const myReportsQuerySchema = z.object({ cursor, limit });

/** A recipient moves the report, with a comment the reporter reads; `revision` is the one they saw. */
export const reportStatusBodySchema = z.object({
  status: z.enum(reportStatuses, "reports.bad_status"),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(reportLimits.commentMax, "reports.too_long"))),
  revision: z.number().check(z.int(), z.gte(0)),
});
export type ReportStatusBody = z.output<typeof reportStatusBodySchema>;

export const reportMessageBodySchema = z.object({ text: text(reportLimits.messageMax, "reports.text_required") });

/** Who receives reports: people or audiences; none chosen means the company's admins. */
export const reportSettingsBodySchema = z.object({
  recipients: z.array(audienceSchema).check(z.maxLength(reportLimits.recipientsMax, "reports.too_many_recipients")),
});
export type ReportSettingsBody = z.output<typeof reportSettingsBodySchema>;
