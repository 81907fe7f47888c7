/**
 * Polls (product-spec §3 Poll, §4 Poll, §6 poll visibility, §9; rules-calls-errors-spec §5 Polls,
 * §7 Polls): a poll is opened (every reader sees who answered what), closed (only its author and
 * the company's admins see answers by person) or anonymous (nobody can link an answer to a person;
 * results show only groups of at least `pollLimits.anonymityMin` answers). Shared by the API and the SPA.
 */
import * as z from "zod/mini";
import { audienceSchema } from "../audiences/schemas";
import { limits } from "../limits";
import { idSchema } from "../validation";

export const pollTypes = ["opened", "closed", "anonymous"] as const;
export type PollType = (typeof pollTypes)[number];

/** Question kinds (product-spec §3): short and long text, a range, one of a list, several of a list. */
export const questionKinds = ["short", "long", "range5", "range10", "range100", "list1", "list_m"] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** The top of each range kind (ranges start at 1). */
export const rangeTop = { range5: 5, range10: 10, range100: 100 } as const satisfies Partial<
  Record<QuestionKind, number>
>;
export const isRangeKind = (kind: QuestionKind): kind is keyof typeof rangeTop => kind in rangeTop;
export const isChoiceKind = (kind: QuestionKind): kind is "list1" | "list_m" => kind === "list1" || kind === "list_m";
export const isTextKind = (kind: QuestionKind): kind is "short" | "long" => kind === "short" || kind === "long";

/**
 * When an anonymous poll's answers are shown: in batches of at least `pollLimits.anonymityMin` new
 * answers while it runs, or all at once after it ends (only then with filter groups).
 */
export const anonymousResultsModes = ["batches", "atEnd"] as const;
export type AnonymousResultsMode = (typeof anonymousResultsModes)[number];

export const pollStatuses = ["active", "finished"] as const;
export type PollStatus = (typeof pollStatuses)[number];

export const pollLimits = {
  nameMax: 200,
  descriptionMax: 2000,
  questionsMax: 50,
  questionTextMax: 500,
  /** Rules spec §9: at most 15 answers per question. */
  answersMax: limits.pollMaxAnswers,
  answerTextMax: 200,
  shortAnswerMax: 300,
  longAnswerMax: 5000,
  recipientsMax: 50,
  pageSize: 20,
  pageMax: 100,
  /**
   * k: an anonymous poll's results, texts and filter groups change only by published batches of at
   * least this many new answers; a remainder below it is never shown (docs/modules/polls.md).
   */
  anonymityMin: 5,
} as const;

const filled = (max: number) =>
  z
    .string({ error: "polls.empty_fields" })
    .check(z.trim(), z.minLength(1, "polls.empty_fields"), z.maxLength(max, "polls.validation_error"));

export const questionSchema = z
  .object({
    text: filled(pollLimits.questionTextMax),
    mandatory: z._default(z.boolean(), false),
    kind: z.enum(questionKinds, { error: "polls.validation_error" }),
    answers: z._default(
      z.array(filled(pollLimits.answerTextMax)).check(z.maxLength(pollLimits.answersMax, "polls.too_many_answers")),
      [],
    ),
  })
  .check(
    // A choice needs something to choose from (rules spec §5); other kinds carry no answers.
    z.refine((question) => !isChoiceKind(question.kind) || question.answers.length >= 2, {
      message: "polls.no_answers",
      path: ["answers"],
    }),
  );
export type QuestionInput = z.input<typeof questionSchema>;
export type Question = z.output<typeof questionSchema>;

const pollFields = {
  name: z
    .string({ error: "polls.name_required" })
    .check(z.trim(), z.minLength(1, "polls.name_required"), z.maxLength(pollLimits.nameMax, "polls.validation_error")),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(pollLimits.descriptionMax, "polls.validation_error")),
    "",
  ),
  type: z.enum(pollTypes, { error: "polls.validation_error" }),
  /** An anonymous poll's answers are shown in batches while it runs (default) or all at once after it ends. */
  anonymousResults: z._default(z.enum(anonymousResultsModes, { error: "polls.validation_error" }), "batches"),
  /** Everyone in the company; without it the poll goes to `recipients`. */
  forAll: z.optional(z.boolean()),
  recipients: z._default(z.array(audienceSchema).check(z.maxLength(pollLimits.recipientsMax)), []),
  /** Recipients are asked to take it when they arrive (the shell's prompt). */
  mandatory: z._default(z.boolean(), false),
  questions: z
    .array(questionSchema)
    .check(z.minLength(1, "polls.no_questions"), z.maxLength(pollLimits.questionsMax, "polls.validation_error")),
};

/**
 * POST /api/poll: rules spec §5 — a name, at least one question, every question and answer filled,
 * at least one mandatory question, choices with answers (≤ 15), and recipients for a closed poll.
 * An opened or anonymous poll sent without recipients is for everyone; `forAll: false` with no
 * recipients is refused for every type (a poll for nobody).
 */
export const createPollBodySchema = z.object(pollFields).check(
  z.refine((poll) => poll.questions.some((question) => question.mandatory), {
    message: "polls.no_mandatory",
    path: ["questions"],
  }),
  z.refine(
    (poll) =>
      poll.forAll === true || poll.recipients.length > 0 || (poll.forAll === undefined && poll.type !== "closed"),
    {
      message: "polls.no_recipients",
      path: ["recipients"],
    },
  ),
);
export type CreatePollBody = z.output<typeof createPollBodySchema>;
export type CreatePollInput = z.input<typeof createPollBodySchema>;

/**
 * PUT /api/poll/{id}: the whole poll again (the editor sends what it shows). Once anyone has
 * answered, the questions and the type are fixed (`polls.has_answers` when they differ): the
 * counted results are by question and answer.
 */
export const updatePollBodySchema = createPollBodySchema;
export type UpdatePollBody = CreatePollBody;

export const pollParamsSchema = z.object({ id: idSchema });
export const pollClientUserParamsSchema = z.object({ client: idSchema, user: idSchema });
export const pollQuestionParamsSchema = z.object({
  id: idSchema,
  question: z.string().check(z.regex(/^q\d{1,3}$/, "common.validation")),
});

/** The lists of /polls: to take (and taken) by the caller's grants, taken, authored, every poll (admins). */
export const pollTabs = ["available", "taken", "mine", "all"] as const;
export type PollTab = (typeof pollTabs)[number];

const cursor = z.optional(z.string().check(z.maxLength(2000)));
const limit = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(pollLimits.pageMax)), pollLimits.pageSize);

export const pollListQuerySchema = z.object({ tab: z._default(z.enum(pollTabs), "available"), cursor, limit });
export const pollPageQuerySchema = z.object({ cursor, limit });

/** An answer to one question: text, a number on the range, one answer's index, or several indexes. */
export const answerValueSchema = z.union([
  z.string().check(z.trim(), z.maxLength(pollLimits.longAnswerMax, "polls.bad_answer")),
  z.number().check(z.int("polls.bad_answer")),
  z.array(z.number().check(z.int("polls.bad_answer"))).check(z.maxLength(pollLimits.answersMax, "polls.bad_answer")),
]);
export type AnswerValue = z.output<typeof answerValueSchema>;

/** POST /api/poll/{id}/answers: answers by question id (`q1`, `q2`…); an unanswered question is left out. */
export const submitAnswersBodySchema = z.object({
  answers: z.record(z.string().check(z.regex(/^q\d{1,3}$/, "polls.bad_answer")), answerValueSchema),
});
export type SubmitAnswersBody = z.output<typeof submitAnswersBodySchema>;

/**
 * The result filters (product-spec §2 results tabs; §9 bands), one at a time. An anonymous poll
 * shows them only when published at its end, and only groups that no combination of shown groups
 * narrows below `pollLimits.anonymityMin` answers.
 */
export const resultDimensions = ["department", "city", "position", "gender", "age", "tenure"] as const;
export type ResultDimension = (typeof resultDimensions)[number];
/** Rules spec §9 poll filter bands. */
export const ageBands = ["under20", "20-30", "30-40", "40-50", "50plus"] as const;
export const tenureBands = ["under3m", "3m-1y", "1-5y", "5-10y", "over10y"] as const;

export const resultsQuerySchema = z.object({
  dimension: z.optional(z.enum(resultDimensions)),
  value: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});
export type ResultsQuery = z.output<typeof resultsQuerySchema>;

/** GET poll/{id}/excel?uid=: the export is written for (and downloadable by) that person, the caller. */
export const pollExcelQuerySchema = z.object({ uid: z.optional(idSchema) });
