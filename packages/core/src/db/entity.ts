import { Entity } from "electrodb";

/**
 * ElectroDB's `Entity`, for every `*.entity.ts`. ElectroDB checks each model against its JSON schema
 * (jsonschema, twice: the beta and the v1 shape) whenever an entity is constructed: ~2.5 ms an
 * entity, ~60 ms of every Lambda's cold start (docs/benchmarks.md). The models are static code, and
 * every test run (vitest sets VITEST) constructs them all with the check on, so a model ElectroDB
 * would refuse fails CI; deployed code skips the repeat. If a later ElectroDB renames the hook,
 * nothing breaks: the check simply runs again (and the bench shows the cost).
 */
const prototype = Entity.prototype as unknown as { _validateModel?: (model: unknown) => unknown };
if (!process.env.VITEST && typeof prototype._validateModel === "function") {
  prototype._validateModel = () => undefined;
}

export { Entity };
export type { EntityItem } from "electrodb";
