import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { BenchContext } from "./suite";

/** The machine's clock as fanout-clients.ts reads it: comparable across processes. */
export const clock = () => performance.timeOrigin + performance.now();

export interface SocketClients {
  /** Prepares a round (resolves once armed); `arrivals`: the awaited event's time at each socket, in URL order. */
  arm(round: number): Promise<{ arrivals: Promise<number[]> }>;
  close(): Promise<void>;
}

/**
 * Sockets opened by a separate process (fanout-clients.ts), as users' browsers would be: their work
 * must not run on the event loop of the stack being measured. Each socket waits for `type`.
 */
export async function startSocketClients(context: BenchContext, urls: string[], type: string): Promise<SocketClients> {
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
  clients.send({ urls, type });
  await ready;
  return {
    async arm(round) {
      const armed = reply((message) => ((message as { armed?: number }).armed === round ? true : undefined));
      clients.send({ round });
      await armed;
      const arrivals = reply((message) =>
        (message as { round?: number }).round === round ? (message as { arrivals: number[] }).arrivals : undefined,
      );
      return { arrivals };
    },
    async close() {
      const exited = new Promise((resolve) => clients.once("exit", resolve));
      clients.send("close");
      await exited;
    },
  };
}
