import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { notify } from "@intranet/core/notifications";
import { ensureTestTenant, tokenFor, type TestActor } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
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
    // The receiving sockets live in another process, as users' browsers do: their work must not
    // run on the event loop of the stack being measured.
    const clients = fork(fileURLToPath(new URL("./fanout-clients.ts", import.meta.url)), [], { stdio: "inherit" });
    if (clients.pid) context.trackPid(clients.pid);
    const reply = <T>(accept: (message: unknown) => T | undefined) =>
      new Promise<T>((resolve) => {
        const listener = (message: unknown) => {
          const value = accept(message);
          if (value === undefined) return;
          clients.off("message", listener);
          resolve(value);
        };
        clients.on("message", listener);
      });
    const ready = reply((message) => (message as { ready?: number }).ready);
    clients.send({ urls: users.map((user) => `${runtime.gateway.wsUrl}?token=${user.token}&client_id=${tenantId}`) });
    await ready;
    const latencies: number[] = [];
    const roundP95: number[] = [];
    const notifyTimes: number[] = [];
    const clock = () => performance.timeOrigin + performance.now();
    try {
      for (let round = -warmUpRounds; round < rounds; round++) {
        const armed = reply((message) => ((message as { armed?: number }).armed === round ? true : undefined));
        clients.send({ round });
        await armed;
        const received = reply((message) =>
          (message as { round?: number }).round === round ? (message as { arrivals: number[] }).arrivals : undefined,
        );
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
      const exited = new Promise((resolve) => clients.once("exit", resolve));
      clients.send("close");
      await exited;
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
