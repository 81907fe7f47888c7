import { notify } from "@intranet/core/notifications";
import { ensureTestTenant, tokenFor, type TestActor } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { clock, startSocketClients } from "./socket-clients";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const sockets = Number(process.env.BENCH_FANOUT_SOCKETS ?? 100);
const rounds = Number(process.env.BENCH_FANOUT_ROUNDS ?? 10);
/** Rounds not counted: DynamoDB Local's JIT warms up on the first transactions and queries. */
const warmUpRounds = 5;

/**
 * Issue 5 target: a notification reaches 100 connected sockets with p95 ≤ 150 ms on the local stack.
 * Measured from the `notify()` call (center items and counters written, delivery through the bus
 * subscriber, PostToConnection through the gateway's management API) to each socket's message.
 */
export const fanoutSuite: Suite = {
  id: "fanout",
  order: 40,
  title: "Notification fan-out to connected sockets",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const tenantId = await ensureTestTenant();
    context.log(`fanout: ${sockets} users, each with an open socket`);
    const users: TestActor[] = [];
    for (let i = 0; i < sockets; i++) users.push(await tokenFor({ tenantId }));
    const clients = await startSocketClients(
      context,
      users.map((user) => `${runtime.gateway.wsUrl}?token=${user.token}&client_id=${tenantId}`),
      "notification.created",
    );
    const latencies: number[] = [];
    const roundP95: number[] = [];
    const notifyTimes: number[] = [];
    try {
      for (let round = -warmUpRounds; round < rounds; round++) {
        const { arrivals: received } = await clients.arm(round);
        const started = clock();
        await notify(
          tenantId,
          users.map((user) => user.userId),
          { section: "other", kind: "announcement", title: `Announcement ${round}`, body: "Fan-out benchmark" },
        );
        const written = clock() - started;
        const times = (await received).map((at) => at - started);
        if (round >= 0) notifyTimes.push(written);
        await runtime.bus.drain();
        if (round < 0) continue; // warm-up rounds
        latencies.push(...times);
        roundP95.push(summarize(times).p95);
      }
    } finally {
      await clients.close();
      await runtime.bus.drain();
    }
    const all = summarize(latencies);
    return [
      `${rounds} notifications (after ${warmUpRounds} warm-up rounds), each to ${sockets} users with one open socket each; ` +
        "time from the notify() call to each socket's `notification.created` message. The sockets are opened by a separate process (as browsers would be); times are compared on the machine's clock.",
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
