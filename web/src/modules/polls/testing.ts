/* Test support of the polls: poll fixtures, a person with the polls right, and the app opened with the polls' answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type { PollCan, PollResults, PollSummary, PollView, QuestionView } from "@intranet/contracts/polls";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme with the polls right. */
export const pollster = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "groups", "polls"] as FeatureRight[], ...overrides });

export { chloe };

const can: PollCan = { answer: true, results: false, table: false, manage: false };

/** Fixture overrides; `can` lists only what differs from a recipient's (answer, nothing else). */
type Overrides<T> = Omit<Partial<T>, "can"> & { can?: Partial<PollCan> };

export function pollSummary(overrides: Overrides<PollSummary> = {}): PollSummary {
  return {
    _id: "p1",
    client_id: "c1",
    name: "Office survey",
    description: "How do you like the new office?",
    type: "opened",
    status: "active",
    mandatory: false,
    forAll: true,
    author: "u2",
    questionsCount: 2,
    answersCount: 3,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
    can: { ...can, ...overrides.can },
  };
}

export const question = (overrides: Partial<QuestionView> = {}): QuestionView => ({
  id: "q1",
  text: "Which floor?",
  mandatory: true,
  kind: "list1",
  answers: ["First", "Second"],
  ...overrides,
});

export function pollView(overrides: Overrides<PollView> = {}): PollView {
  const questions = overrides.questions ?? [
    question(),
    question({ id: "q2", text: "Anything else?", mandatory: false, kind: "long", answers: [] }),
  ];
  const { can: _can, ...rest } = overrides;
  return {
    recipients: [],
    anonymousResults: "batches",
    ...rest,
    ...pollSummary(overrides),
    questions,
    questionsCount: questions.length,
  };
}

export function pollResults(overrides: Partial<PollResults> = {}): PollResults {
  return {
    poll_id: "p1",
    total: 3,
    hidden: false,
    minimum: 5,
    questions: [
      { id: "q1", answered: 3, counts: [1, 2] },
      { id: "q2", answered: 1, counts: [] },
    ],
    filters: { department: [], city: ["Kyiv", "Riga"], position: [], gender: ["man"], age: [], tenure: [] },
    ...overrides,
  };
}

export const pollPage = (items: PollSummary[], cursor: string | null = null) => ({ items, cursor });

/** The list route of Ann's polls (any tab: the query is not part of the key). */
export const listRoute = (me = "u1") => `GET /api/user/c1/polls/access_for/${me}`;

/** The whole app at `path`, signed in as `me` (an employee of Acme with the polls right), with these answers. */
export function openPolls(path: string, routes: FakeRoutes = {}, me: UserView = pollster()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    // The mandatory prompt asks for the polls to take; quiet unless a test answers it.
    [listRoute(me._id)]: { body: pollPage([]) },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
