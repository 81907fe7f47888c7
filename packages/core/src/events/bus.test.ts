import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { EventBridgeClient, InternalException, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { EventBridgeBus, type DomainEvent } from "./bus";

const eventBridge = mockClient(EventBridgeClient);

beforeEach(() => {
  eventBridge.reset();
  vi.stubEnv(
    "SST_RESOURCE_Bus",
    JSON.stringify({ name: "intranet-prod-bus", arn: "arn:aws:events:eu-central-1:1:event-bus/x" }),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  eventBridge.reset();
});

const event = (n: number, tenantId = "01HTENANTA"): DomainEvent => ({
  type: n % 2 ? "post.created" : "comment.created",
  tenantId,
  detail: { postId: `post-${n}`, n, nested: { tags: ["a", "b"] } },
});

describe("EventBridgeBus", () => {
  it("sends each event as a PutEvents entry on the configured bus, source intranet, detail-type = type", async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: "1" }, { EventId: "2" }] });
    await new EventBridgeBus(new EventBridgeClient({})).publish([event(1), event(2, "01HTENANTB")]);

    const calls = eventBridge.commandCalls(PutEventsCommand);
    expect(calls).toHaveLength(1);
    const entries = calls[0]!.args[0].input.Entries!;
    expect(entries.map(({ Detail: _detail, ...rest }) => rest)).toEqual([
      { EventBusName: "intranet-prod-bus", Source: "intranet", DetailType: "post.created" },
      { EventBusName: "intranet-prod-bus", Source: "intranet", DetailType: "comment.created" },
    ]);
    expect(entries.map((entry) => JSON.parse(entry.Detail!))).toEqual([
      { tenantId: "01HTENANTA", postId: "post-1", n: 1, nested: { tags: ["a", "b"] } },
      { tenantId: "01HTENANTB", postId: "post-2", n: 2, nested: { tags: ["a", "b"] } },
    ]);
  });

  it("reads the bus name from config at publish time", async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
    const bus = new EventBridgeBus(new EventBridgeClient({}));
    await bus.publish([event(1)]);
    vi.stubEnv(
      "SST_RESOURCE_Bus",
      JSON.stringify({ name: "another-bus", arn: "arn:aws:events:eu-central-1:1:event-bus/y" }),
    );
    await bus.publish([event(1)]);
    expect(
      eventBridge.commandCalls(PutEventsCommand).map((call) => call.args[0].input.Entries![0]!.EventBusName),
    ).toEqual(["intranet-prod-bus", "another-bus"]);
  });

  it("sends at most 10 entries per PutEvents call, in order", async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
    const events = Array.from({ length: 23 }, (_, n) => event(n));
    await new EventBridgeBus(new EventBridgeClient({}), () => "custom-bus").publish(events);

    const batches = eventBridge.commandCalls(PutEventsCommand).map((call) => call.args[0].input.Entries!);
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(batches.flat().map((entry) => JSON.parse(entry.Detail!).n)).toEqual(events.map((_, n) => n));
    expect(new Set(batches.flat().map((entry) => entry.EventBusName))).toEqual(new Set(["custom-bus"]));
  });

  it("sends exactly 10 in one call, and nothing for no events", async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
    const bus = new EventBridgeBus(new EventBridgeClient({}));
    await bus.publish([]);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
    await bus.publish(Array.from({ length: 10 }, (_, n) => event(n)));
    expect(eventBridge.commandCalls(PutEventsCommand).map((call) => call.args[0].input.Entries!.length)).toEqual([10]);
  });

  it("throws when EventBridge refuses entries, naming the error codes", async () => {
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 2,
      Entries: [
        { EventId: "ok" },
        { ErrorCode: "ThrottlingException", ErrorMessage: "slow down" },
        { ErrorCode: "InternalFailure", ErrorMessage: "oops" },
      ],
    });
    await expect(new EventBridgeBus(new EventBridgeClient({})).publish([event(1), event(2), event(3)])).rejects.toThrow(
      "EventBridge refused 2 event(s): ThrottlingException, InternalFailure",
    );
  });

  it("stops at the first refused batch", async () => {
    eventBridge
      .on(PutEventsCommand)
      .resolvesOnce({ FailedEntryCount: 1, Entries: [{ ErrorCode: "InternalFailure" }] })
      .resolves({ FailedEntryCount: 0 });
    const events = Array.from({ length: 15 }, (_, n) => event(n));
    await expect(new EventBridgeBus(new EventBridgeClient({})).publish(events)).rejects.toThrow(/refused 1 event/);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(1);
  });

  it("lets a failed call through", async () => {
    eventBridge.on(PutEventsCommand).rejects(new InternalException({ message: "boom", $metadata: {} }));
    await expect(new EventBridgeBus(new EventBridgeClient({})).publish([event(1)])).rejects.toBeInstanceOf(
      InternalException,
    );
  });
});
