import { WebSocket } from "ws";

/**
 * The fan-out benches' receiving end, in its own process as real users' browsers would be: opens one
 * socket per URL, and per round reports when each socket got the awaited event type (absolute
 * time, `performance.timeOrigin + performance.now()`, comparable across processes on one machine).
 * Messages from the parent (socket-clients.ts): { urls, type } to connect, { round } before a round,
 * "close" at the end.
 */
type Command = { urls: string[]; type: string } | { round: number } | "close";

let sockets: WebSocket[] = [];
let arrivals: number[] = [];
let round = -1;
let pending = 0;
let awaited = "";

const now = () => performance.timeOrigin + performance.now();

function onMessage(index: number, data: unknown) {
  if (JSON.parse(String(data)).type !== awaited || arrivals[index] !== undefined) return;
  arrivals[index] = now();
  if (--pending === 0) process.send!({ round, arrivals });
}

process.on("message", async (command: Command) => {
  if (command === "close") {
    await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once("close", resolve).close())));
    process.exit(0);
  }
  if ("urls" in command) {
    awaited = command.type;
    sockets = await Promise.all(
      command.urls.map(
        (url, index) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(url);
            socket.on("message", (data) => onMessage(index, data));
            socket.once("open", () => resolve(socket));
            socket.once("error", reject);
          }),
      ),
    );
    process.send!({ ready: sockets.length });
    return;
  }
  round = command.round;
  arrivals = new Array<number>(sockets.length);
  pending = sockets.length;
  process.send!({ armed: round });
});
