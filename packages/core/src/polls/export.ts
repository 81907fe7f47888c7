import type { Actor } from "@intranet/contracts";
import type { ExportView } from "@intranet/contracts/exports";
import { pollLimits, type AnswerValue, type QuestionKind } from "@intranet/contracts/polls";
import { personName } from "@intranet/contracts/users";
import { pageOf } from "../db";
import { registerExporter, startExport, type ExportColumn } from "../exports";
import { AppError } from "../platform";
import { findUser, getUsers } from "../users";
import type { PollBallotRecord } from "./ballot.entity";
import { db } from "./entities";
import type { PollTakerRecord } from "./taker.entity";
import { pollAllowing } from "./store";
import { currentRelease, publishedBallots, releaseVisible } from "./release";
import { questionsOf } from "./views";

const langs = ["en", "ru", "ua"] as const;
type Lang = (typeof langs)[number];
const texts: Record<Lang, { sheet: string; person: string; answeredAt: string }> = {
  en: { sheet: "Answers", person: "Person", answeredAt: "Answered at" },
  ru: { sheet: "Ответы", person: "Сотрудник", answeredAt: "Дата ответа" },
  ua: { sheet: "Відповіді", person: "Співробітник", answeredAt: "Дата відповіді" },
};

/** What the export needs, fixed when it starts (the questions cannot change once there are answers). */
interface PollExportParams {
  pollId: string;
  anonymous: boolean;
  lang: Lang;
  questions: Array<{ id: string; text: string; kind: QuestionKind; answers: string[] }>;
}

const PAGE = 200;

/** An answer as a cell: option texts for choices, the number for a range, the text itself. */
function cell(question: PollExportParams["questions"][number], value: AnswerValue | undefined) {
  if (value === undefined) return null;
  if (question.kind === "list1" && typeof value === "number") return question.answers[value] ?? null;
  if (Array.isArray(value)) return value.map((index) => question.answers[index] ?? "").join("; ");
  return value;
}

type Row = Array<string | number | null>;
const answersOf = (params: PollExportParams, answers: Record<string, AnswerValue>) =>
  params.questions.map((question) => cell(question, answers[question.id]));

/**
 * An anonymous poll: one row per published ballot (batch after batch, a random order inside each),
 * no person, no time — the answers the results show when the export started, give or take later
 * whole batches.
 */
async function* ballotRows(clientId: string, params: PollExportParams): AsyncIterable<Row[]> {
  let cursor: string | null = null;
  do {
    const page: { items: PollBallotRecord[]; cursor: string | null } = await pageOf(
      publishedBallots(clientId, params.pollId),
      { cursor, size: PAGE },
    );
    yield page.items.map((ballot) => answersOf(params, ballot.answers as Record<string, AnswerValue>));
    cursor = page.cursor;
  } while (cursor);
}

/** An opened or closed poll: one row per person, their name in the requester's language. */
async function* takerRows(clientId: string, params: PollExportParams): AsyncIterable<Row[]> {
  let cursor: string | null = null;
  do {
    const page: { items: PollTakerRecord[]; cursor: string | null } = await pageOf(
      db().entities.pollTaker.query.byPoll({ clientId, pollId: params.pollId }),
      { cursor, size: PAGE },
    );
    const people = new Map(
      (
        await getUsers(
          clientId,
          page.items.map((taker) => taker.userId),
        )
      ).map((user) => [user.userId, user]),
    );
    yield page.items.map((taker) => {
      const person = people.get(taker.userId);
      return [
        person ? personName(person, params.lang) : taker.userId,
        taker.answeredAt,
        ...answersOf(params, (taker.answers ?? {}) as Record<string, AnswerValue>),
      ];
    });
    cursor = page.cursor;
  } while (cursor);
}

/**
 * A poll's answers: one row per person (name, time, answers) for opened and closed polls; one row
 * per ballot, in the ballots' random order and with no person or time, for an anonymous poll.
 */
registerExporter<PollExportParams>({
  kind: "poll",
  sheetName: (params) => texts[params.lang].sheet,
  columns: (params) => [
    ...(params.anonymous
      ? []
      : [
          { header: texts[params.lang].person, width: 32 },
          { header: texts[params.lang].answeredAt, width: 22 },
        ]),
    ...params.questions.map((question): ExportColumn => ({ header: question.text, width: 30 })),
  ],
  rows: ({ clientId, params }) => (params.anonymous ? ballotRows(clientId, params) : takerRows(clientId, params)),
});

/**
 * GET /api/poll/{id}/excel?uid= (author or admin): starts the export (follow GET /api/export/{id}).
 * `uid`, when sent, must be the caller (the file is theirs). An anonymous poll is refused
 * (polls.no_access) until its results show (a published batch of `pollLimits.anonymityMin`).
 */
export async function startPollExport(
  actor: Actor,
  pollId: string,
  query: { uid?: string | undefined },
): Promise<ExportView> {
  if (query.uid !== undefined && query.uid !== actor.userId) throw new AppError("polls.no_access");
  const { clientId, poll } = await pollAllowing(actor, pollId, "manage", false);
  const anonymous = poll.type === "anonymous";
  const [release, requester] = await Promise.all([
    anonymous ? currentRelease(poll).then((current) => current.release) : undefined,
    findUser(clientId, actor.userId),
  ]);
  if (release && (!releaseVisible(poll, release) || release.n < pollLimits.anonymityMin))
    throw new AppError("polls.no_access");
  const lang = langs.find((candidate) => candidate === requester?.lang) ?? "en";
  const params: PollExportParams = {
    pollId,
    anonymous,
    lang,
    questions: questionsOf(poll).map(({ id, text, kind, answers }) => ({ id, text, kind, answers })),
  };
  return startExport(actor, "poll", params, `poll-${pollId}-${new Date().toISOString().slice(0, 10)}.xlsx`);
}
