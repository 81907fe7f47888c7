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
export { countDynamoCalls } from "./dynamo-calls";
export { gradientPng } from "./png";

import type { wallTenant as loadWallTenant } from "../posts/test-support";

/**
 * The wall's test tenant (posts/test-support), for benches and packages/local outside tests, which
 * reach core through doors only. Loaded on first call: importing this index registers no module.
 */
export const wallTenant: typeof loadWallTenant = async (...args) =>
  (await import("../posts/test-support")).wallTenant(...args);
