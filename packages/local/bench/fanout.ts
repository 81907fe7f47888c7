import { WebSocket } from "ws";
import { notify } from "@intranet/core/notifications/notify";
import { ensureTestTenant, tokenFor, type TestActor } from "@intranet/core/testing/actors";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const sockets = Number(process.env.BENCH_FANOUT_SOCKETS ?? 100);
const rounds = Number(process.env.BENCH_FANOUT_ROUNDS ?? 10);

/**
 * Issue 5 target: a notification reaches 100 connected sockets with p95 ≤ 150 ms on the local stack.
 * Measured from the `notify()` call (center items and counters written, delivery through the bus
 * subscriber, PostToConnection through the gateway's management API) to each socket's message.
 */
export const fanoutSuite: Suite = {
  id: "fanout",
  title: "Notification fan-out to connected sockets",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const tenantId = await ensureTestTenant();
    context.log(`fanout: ${sockets} users, each with an open socket`);
    const users: TestActor[] = [];
    for (let i = 0; i < sockets; i++) users.push(await tokenFor({ tenantId }));
    const arrivals: Array<(at: number) => void> = [];
    const open = await Promise.all(
      users.map(
        (user, index) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(`${runtime.gateway.wsUrl}?token=${user.token}&client_id=${tenantId}`);
            socket.on("message", (data) => {
              if (JSON.parse(data.toString()).type === "notification.created") arrivals[index]?.(performance.now());
            });
            socket.once("open", () => resolve(socket));
            socket.once("error", reject);
          }),
      ),
    );
    const latencies: number[] = [];
    const roundP95: number[] = [];
    const notifyTimes: number[] = [];
    try {
      for (let round = -2; round < rounds; round++) {
        const received = users.map((_, index) => new Promise<number>((resolve) => (arrivals[index] = resolve)));
        const started = performance.now();
        await notify(
          tenantId,
          users.map((user) => user.userId),
          { section: "other", kind: "announcement", title: `Announcement ${round}`, body: "Fan-out benchmark" },
        );
        const written = performance.now() - started;
        const times = (await Promise.all(received)).map((at) => at - started);
        if (round >= 0) notifyTimes.push(written);
        await runtime.bus.drain();
        if (round < 0) continue; // warm-up rounds
        latencies.push(...times);
        roundP95.push(summarize(times).p95);
      }
    } finally {
      await Promise.all(open.map((socket) => new Promise((resolve) => socket.once("close", resolve).close())));
      await runtime.bus.drain();
    }
    const all = summarize(latencies);
    return [
      `${rounds} notifications (after 2 warm-up rounds), each to ${sockets} users with one open socket each; ` +
        "time from the notify() call to each socket's `notification.created` message.",
      "",
      table(
        ["Deliveries", "p50 (ms)", "mean", "p95", "max", "worst round's p95"],
        [[all.n, ms(all.p50), ms(all.mean), ms(all.p95), ms(all.max), ms(Math.max(...roundP95))]],
      ),
      "",
      `notify() itself (center items and counters written, delivery handed to the bus) took p50 ${ms(summarize(notifyTimes).p50)} ms.`,
      "",
      `Target: p95 ≤ 150 ms — ${all.p95 <= 150 ? "met" : "NOT met"}.`,
    ].join("\n");
  },
};
