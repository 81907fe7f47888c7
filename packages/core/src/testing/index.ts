/**
 * Test support (tests, packages/local and benches only; never production code): real tenants,
 * users and sessions, captured mail and events, DynamoDB call counting. Importing it loads every
 * module, so their entities are registered for tests that read items directly.
 */
export { TEST_PASSWORD, allRights, ensureTestTenant, testWorkspace, tokenFor, type TestActor } from "./actors";
export { captureEvents, captureMail, refusal } from "./capture";
export { countDynamoCalls } from "./dynamo-calls";
