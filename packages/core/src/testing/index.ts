/**
 * Test support (tests, packages/local and benches only; never production code): real tenants,
 * users and sessions, captured mail and events, DynamoDB call counting. A test that reads another
 * module's items directly imports that module's door, which registers its entities.
 */
export {
  TEST_PASSWORD,
  allRights,
  ensureTestTenant,
  superadminIn,
  testWorkspace,
  tokenFor,
  type TestActor,
} from "./actors";
export { captureEvents, captureMail, refusal } from "./capture";
export { countDynamoCalls, recordDynamoWrites } from "./dynamo-calls";
export { gradientPng } from "./png";

import type { wallTenant as loadWallTenant } from "../posts/test-support";

/**
 * The wall's test tenant (posts/test-support), for benches and packages/local outside tests, which
 * reach core through doors only. Loaded on first call: importing this index registers no module.
 */
export const wallTenant: typeof loadWallTenant = async (...args) =>
  (await import("../posts/test-support")).wallTenant(...args);

import type { member as loadMember } from "../users/test-support";
import type { newGroup as loadNewGroup, say as loadSay } from "../chat/test-support";

/** A real employee of a tenant with a session (users/test-support), loaded on first call. */
export const testMember: typeof loadMember = async (...args) => (await import("../users/test-support")).member(...args);
export type TestMember = Awaited<ReturnType<typeof loadMember>>;

/** A chat room and a message in it (chat/test-support), for benches; loaded on first call. */
export const chatGroup: typeof loadNewGroup = async (...args) =>
  (await import("../chat/test-support")).newGroup(...args);
export const chatSay: typeof loadSay = async (...args) => (await import("../chat/test-support")).say(...args);

import type { writeCards as loadWriteCards } from "../taskTracker/test-support";

/** A big board's cards written straight to the table (taskTracker/test-support), for benches; loaded on first call. */
export const taskCards: typeof loadWriteCards = async (...args) =>
  (await import("../taskTracker/test-support")).writeCards(...args);

import type { writeAdaptations as loadWriteAdaptations } from "../adaptation/test-support";

/** Many adaptations on a track written straight to the table (adaptation/test-support), for benches; loaded on first call. */
export const adaptations: typeof loadWriteAdaptations = async (...args) =>
  (await import("../adaptation/test-support")).writeAdaptations(...args);

import type { writeChartVacations as loadWriteChartVacations } from "../vacations/test-support";
import type { writeSyntheticHistory as loadSyntheticHistory } from "../analytics/test-support";

/** Many vacations written straight to the chart's month index (vacations/test-support), for benches; loaded on first call. */
export const chartVacations: typeof loadWriteChartVacations = async (...args) =>
  (await import("../vacations/test-support")).writeChartVacations(...args);

/** A company's analytics tallies for a size and two years of history (analytics/test-support), for benches; loaded on first call. */
export const syntheticAnalyticsHistory: typeof loadSyntheticHistory = async (...args) =>
  (await import("../analytics/test-support")).writeSyntheticHistory(...args);

import type { writeLearners as loadWriteLearners } from "../courses/test-support";

/** Many learners of a course written straight to the table with its counters (courses/test-support), for benches; loaded on first call. */
export const courseLearners: typeof loadWriteLearners = async (...args) =>
  (await import("../courses/test-support")).writeLearners(...args);

import type { idpCompany as loadIdpCompany, writePlans as loadWritePlans } from "../idp/test-support";

/** A company for development plans (idp/test-support: an admin, a chief over a worker, an observer), for benches; loaded on first call. */
export const idpCompany: typeof loadIdpCompany = async (...args) =>
  (await import("../idp/test-support")).idpCompany(...args);

/** Many plans written straight to the table, led by one person (idp/test-support), for benches; loaded on first call. */
export const idpPlans: typeof loadWritePlans = async (...args) =>
  (await import("../idp/test-support")).writePlans(...args);
