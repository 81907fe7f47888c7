import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Subscription } from "@intranet/functions/subscriptions";
import { LocalBus, type EventBridgeEvent } from "./local-bus";

type Handler = (event: EventBridgeEvent) => Promise<unknown>;

/** A fake subscriber table and loader: every file's handler records the events it receives. */
function fakeSubscribers(handlers: Record<string, Handler | undefined> = {}) {
  const received: Record<string, EventBridgeEvent[]> = {};
  const loaded: string[] = [];
  const load = vi.fn(async (file: string) => {
    loaded.push(file);
    if (file === "missing") throw new Error("Cannot find module 'missing'");
    return {
      handler: async (event: EventBridgeEvent) => {
        (received[file] ??= []).push(event);
        await handlers[file]?.(event);
      },
    };
  });
  return { received, loaded, load };
}

const subscriptions: Subscription[] = [
  { name: "NotifyOnPost", eventTypes: ["post.created"], file: "notify-post" },
  { name: "CountComments", eventTypes: ["comment.created", "comment.deleted"], file: "count-comments" },
  { name: "AuditAll", eventTypes: ["post.created", "comment.created"], file: "audit" },
];

/** Lets queued setImmediate callbacks and their promise chains run, without waiting on wall time. */
const turns = async (count = 5) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  vi.unstubAllEnvs();
});

describe("LocalBus", () => {
  it("delivers an EventBridge-shaped event to the subscribers of its type only", async () => {
    vi.stubEnv("AWS_REGION", "eu-central-1");
    const fake = fakeSubscribers();
    const bus = new LocalBus(subscriptions, fake.load);
    const before = Date.now();
    await bus.publish([{ type: "comment.deleted", tenantId: "01HTENANT", detail: { commentId: "c1", postId: "p1" } }]);
    await bus.drain();

    expect(fake.loaded).toEqual(["count-comments"]);
    expect(Object.keys(fake.received)).toEqual(["count-comments"]);
    const [event] = fake.received["count-comments"]!;
    expect(event).toEqual({
      version: "0",
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      "detail-type": "comment.deleted",
      source: "intranet",
      account: "000000000000",
      time: expect.any(String),
      region: "eu-central-1",
      resources: [],
      detail: { tenantId: "01HTENANT", commentId: "c1", postId: "p1" },
    });
    expect(new Date(event!.time).toISOString()).toBe(event!.time);
    expect(Date.parse(event!.time)).toBeGreaterThanOrEqual(before - 1);
  });

  it("fans one event out to every subscriber of its type, the same event to each, and ignores unsubscribed types", async () => {
    const fake = fakeSubscribers();
    const bus = new LocalBus(subscriptions, fake.load);
    await bus.publish([
      { type: "post.created", tenantId: "t1", detail: { postId: "p1" } },
      { type: "user.invited", tenantId: "t1", detail: { userId: "u1" } },
      { type: "comment.created", tenantId: "t2", detail: { commentId: "c1" } },
    ]);
    await bus.drain();

    expect(fake.loaded.sort()).toEqual(["audit", "audit", "count-comments", "notify-post"]);
    expect(fake.received["notify-post"]!.map((event) => event.detail)).toEqual([{ tenantId: "t1", postId: "p1" }]);
    expect(fake.received["count-comments"]!.map((event) => event.detail)).toEqual([
      { tenantId: "t2", commentId: "c1" },
    ]);
    expect(fake.received.audit!.map((event) => event["detail-type"]).sort()).toEqual([
      "comment.created",
      "post.created",
    ]);
    // Both subscribers of post.created got one and the same event (same id), as EventBridge fans out.
    const postEvent = fake.received["notify-post"]![0]!;
    expect(fake.received.audit!.find((event) => event["detail-type"] === "post.created")).toEqual(postEvent);
    expect(new Set(fake.received.audit!.map((event) => event.id)).size).toBe(2);
  });

  it("returns from publish before any subscriber runs (off the request path)", async () => {
    const fake = fakeSubscribers();
    const bus = new LocalBus(subscriptions, fake.load);
    await bus.publish([{ type: "post.created", tenantId: "t1", detail: {} }]);
    expect(fake.load).not.toHaveBeenCalled();
    expect(fake.received).toEqual({});
    await bus.drain();
    expect(Object.keys(fake.received).sort()).toEqual(["audit", "notify-post"]);
  });

  it("does not let a failing subscriber, or one that fails to load, stop the others", async () => {
    const fake = fakeSubscribers({
      "notify-post": async () => {
        throw new Error("mail server down");
      },
    });
    const bus = new LocalBus(
      [...subscriptions, { name: "Broken", eventTypes: ["post.created"], file: "missing" }],
      fake.load,
    );
    await expect(
      bus.publish([
        { type: "post.created", tenantId: "t1", detail: { postId: "p1" } },
        { type: "post.created", tenantId: "t1", detail: { postId: "p2" } },
      ]),
    ).resolves.toBeUndefined();
    await expect(bus.drain()).resolves.toBeUndefined();

    expect(fake.received.audit!.map((event) => event.detail.postId).sort()).toEqual(["p1", "p2"]);
    expect(fake.received["notify-post"]).toHaveLength(2); // it ran, and threw, for both
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((line) => line.includes("NotifyOnPost") && line.includes("post.created"))).toHaveLength(2);
    expect(logged.filter((line) => line.includes("Broken"))).toHaveLength(2);
    expect(logged.some((line) => line.includes("AuditAll"))).toBe(false);
  });

  it("drain() waits for slow subscribers, and for events they publish in turn", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    const fake = fakeSubscribers({
      "notify-post": async () => {
        await gate;
        finished = true;
        await bus.publish([{ type: "comment.deleted", tenantId: "t1", detail: { chained: true } }]);
      },
    });
    const bus = new LocalBus(subscriptions, fake.load); // the handler above uses it only once running
    await bus.publish([{ type: "post.created", tenantId: "t1", detail: {} }]);

    let drained = false;
    const draining = bus.drain().then(() => (drained = true));
    await turns();
    expect(fake.received["notify-post"]).toHaveLength(1); // started, waiting on the gate
    expect(fake.received.audit).toHaveLength(1); // the fast one is done
    expect([finished, drained]).toEqual([false, false]);

    release();
    await draining;
    expect(finished).toBe(true);
    expect(fake.received["count-comments"]!.map((event) => event.detail)).toEqual([{ tenantId: "t1", chained: true }]);
  });

  it("runs at most its concurrency of one subscriber's deliveries at once, the rest in turn, and drains them all", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let most = 0;
    const fake = fakeSubscribers({
      "count-comments": async () => {
        most = Math.max(most, ++running);
        await gate;
        running -= 1;
      },
    });
    const bus = new LocalBus(subscriptions, fake.load, 2);
    const burst = Array.from({ length: 20 }, (_, index) => ({
      type: "comment.created",
      tenantId: "t1",
      detail: { commentId: `c${index}` },
    }));
    await bus.publish(burst);
    await turns(20);
    // The seed's burst once started every delivery at once and timed DynamoDB Local out.
    expect(fake.received["count-comments"]).toHaveLength(2);
    expect(fake.received.audit).toHaveLength(20); // another subscriber is not held by this one's turn

    release();
    await bus.drain();
    expect(most).toBe(2);
    expect(fake.received["count-comments"]!.map((event) => event.detail.commentId)).toEqual(
      burst.map((event) => event.detail.commentId),
    );
  });

  it("drain() resolves at once when nothing is pending", async () => {
    const bus = new LocalBus(subscriptions, fakeSubscribers().load);
    await expect(bus.drain()).resolves.toBeUndefined();
  });
});
