import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo, healthProbeKey } from "@intranet/core/db";
import { config } from "@intranet/core/platform";
import { benchRuntime } from "./local-stack";
import { externalEndpoint } from "../src/emulators";
import { ms, table } from "./markdown";
import { summarize, type Summary } from "./stats";
import type { BenchContext, Suite } from "./suite";

const requests = Number(process.env.BENCH_HEALTH_REQUESTS ?? 300);
const warmup = Number(process.env.BENCH_HEALTH_WARMUP ?? 50);

/**
 * `GET /api/health` through the local gateway against the one GetItem it makes, in one run: the
 * gateway's overhead (HTTP, API Gateway v2 event, middy chain, JSON) as a ratio of the raw call.
 */
export const healthSuite: Suite = {
  id: "health",
  order: 20,
  title: "GET /api/health through the local gateway vs the raw DynamoDB call",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const url = `${runtime.gateway.url}/api/health`;
    const input = { TableName: config.tableName(), Key: healthProbeKey };

    const viaGateway = async () => {
      const started = performance.now();
      const response = await fetch(url);
      const body = (await response.json()) as { status?: string; latencyMs?: number };
      const elapsed = performance.now() - started;
      if (response.status !== 200 || body.status !== "ok") {
        throw new Error(`GET /api/health answered ${response.status}: ${JSON.stringify(body)}`);
      }
      return { elapsed, inner: body.latencyMs ?? NaN };
    };
    const raw = async () => {
      const started = performance.now();
      await dynamo().send(new GetCommand(input));
      return performance.now() - started;
    };

    context.log(`health: ${warmup} warm-up + ${requests} timed requests of each kind, alternating`);
    const gateway: number[] = [];
    const inner: number[] = [];
    const direct: number[] = [];
    for (let i = -warmup; i < requests; i++) {
      // Alternate which goes first so neither always runs right after the other.
      const order = i % 2 === 0 ? ["gateway", "raw"] : ["raw", "gateway"];
      for (const kind of order) {
        if (kind === "gateway") {
          const sample = await viaGateway();
          if (i >= 0) {
            gateway.push(sample.elapsed);
            inner.push(sample.inner);
          }
        } else {
          const sample = await raw();
          if (i >= 0) direct.push(sample);
        }
      }
    }
    return report(summarize(gateway), summarize(inner), summarize(direct), externalEndpoint());
  },
};

function report(gateway: Summary, inner: Summary, raw: Summary, endpoint: string | undefined): string {
  const row = (label: string, summary: Summary) => [
    label,
    summary.n,
    ms(summary.mean),
    ms(summary.p50),
    ms(summary.p95),
  ];
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "–");
  return [
    "The whole local stack runs in this process: `startLocalRuntime` with no data directory, so " +
      (endpoint
        ? `the table lives at \`${endpoint}\` (from \`AWS_ENDPOINT_URL\`).`
        : "DynamoDB Local runs in memory and s3rver in a temp dir."),
    `After ${warmup} warm-up rounds, ${requests} timed rounds run one after another (no concurrency). Each round`,
    "makes one `GET /api/health` with `fetch` through the gateway (node:http → API Gateway v2 event →",
    "the `system` area's middy handler → one GetItem of `healthProbeKey`) and one raw `GetCommand` with the",
    "same DocumentClient (`dynamo()`), table (`config.tableName()`) and key; the order alternates per round.",
    "Times in ms, from the caller's side; the gateway time includes reading the JSON body.",
    "",
    table(
      ["Path", "n:", "Mean ms:", "p50 ms:", "p95 ms:"],
      [
        row("`GET /api/health` via the local gateway", gateway),
        row("GetItem as timed inside the handler (`latencyMs` in the response)", inner),
        row("Raw `GetCommand`, same client, table and key", raw),
      ],
    ),
    "",
    table(
      ["Ratio gateway / raw", "p50:", "Mean:"],
      [["`GET /api/health` ÷ raw `GetCommand`", ratio(gateway.p50, raw.p50), ratio(gateway.mean, raw.mean)]],
    ),
  ].join("\n");
}
