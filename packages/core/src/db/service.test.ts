import { describe, expect, it } from "vitest";
import { ulid } from "ulid";
import { type BuiltEntity, defineEntity, type EntityDefinition } from "./entity";
import { db, registerEntities } from "./service";
import { type Commit, named, writeTransaction } from "./transaction";

/** A definition that counts how often its schema is read (once per build). */
function counted<E>(definition: EntityDefinition<E>) {
  let builds = 0;
  return {
    definition: {
      get schema() {
        builds++;
        return definition.schema;
      },
    } as EntityDefinition<E>,
    builds: () => builds,
  };
}

const probe = (entity: string) =>
  defineEntity({
    model: { entity, version: "1", service: "intranet" },
    attributes: { clientId: { type: "string", required: true }, id: { type: "string", required: true } },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["clientId", "id"] },
        sk: { field: "sk", composite: [] },
      },
    },
  });

const touched = counted(probe("lazyProbeTouched"));
const untouched = counted(probe("lazyProbeUntouched"));
registerEntities({ lazyProbeTouched: touched.definition, lazyProbeUntouched: untouched.definition });
type Probe = ReturnType<typeof probe>;
// The probes are not in EntityRegistry (they exist only in this test): reach them by key.
const entities = () => db().entities as unknown as Record<string, BuiltEntity<Probe>>;

/** The probe as a transaction builder sees it (not in EntityRegistry either). */
type ProbeWrites = Record<string, { create: (key: object) => { commit: () => Commit } }>;

describe("db(): entities are built on first use", () => {
  it("builds an entity when a request first touches it, once, and never the ones it does not touch", async () => {
    const key = { clientId: `C-${ulid()}`, id: "1" };
    await entities().lazyProbeTouched!.put(key).go();
    await entities().lazyProbeTouched!.get(key).go();
    expect(touched.builds()).toBe(1);
    expect(untouched.builds()).toBe(0);
  });

  it("a transaction builds and matches only the entities its builders use", async () => {
    const key = { clientId: `C-${ulid()}`, id: "2" };
    const outcome = await writeTransaction((e) => [
      named("create", (e as unknown as ProbeWrites).lazyProbeTouched!.create(key).commit()),
    ]);
    expect(outcome.ok).toBe(true);
    const again = await writeTransaction((e) => [
      named("create", (e as unknown as ProbeWrites).lazyProbeTouched!.create(key).commit()),
    ]);
    expect(again.failed("create")).toBe(true);
    expect(untouched.builds()).toBe(0);
  });

  it("a request token makes a repeated attempt answer success without writing again (an SDK retry after a timeout)", async () => {
    const key = { clientId: `C-${ulid()}`, id: "3" };
    const token = ulid();
    const write = () =>
      writeTransaction((e) => [named("create", (e as unknown as ProbeWrites).lazyProbeTouched!.create(key).commit())], {
        token: (attempt) => `${token}.${attempt}`,
      });
    expect((await write()).ok).toBe(true);
    // The same request again (what the SDK resends when the answer was lost): no ConditionalCheckFailed.
    expect((await write()).ok).toBe(true);
    const withoutToken = await writeTransaction((e) => [
      named("create", (e as unknown as ProbeWrites).lazyProbeTouched!.create(key).commit()),
    ]);
    expect(withoutToken.failed("create")).toBe(true);
  });

  it("names the missing registration instead of answering undefined", () => {
    expect(() => entities().notRegisteredAnywhere).toThrow(/entity "notRegisteredAnywhere" is not registered/);
  });
});
