import { isIP } from "node:net";
import type { IntegrationChannel } from "@intranet/contracts";

/**
 * Outbound chat adapters (product-spec §1: Telegram, MS Teams, Slack), by their standard public
 * APIs: Telegram's Bot API `sendMessage`, and the incoming webhooks of Teams and Slack (`{ text }`).
 * Every call has a timeout and reports its outcome instead of throwing, so one channel failing
 * never stops another.
 */
export interface IntegrationSecrets {
  telegram?: { botToken: string; chatId: string } | undefined;
  teams?: { webhookUrl: string } | undefined;
  slack?: { webhookUrl: string } | undefined;
}

export interface WebhookOutcome {
  channel: IntegrationChannel;
  ok: boolean;
  status?: number;
  error?: string;
}

/** Telegram's API root; tests and private Bot API servers point it elsewhere. */
export const telegramApiUrl = () =>
  (process.env.INTRANET_TELEGRAM_API_URL ?? "https://api.telegram.org").replace(/\/+$/, "");

export const webhookTimeoutMs = () => {
  const configured = Number(process.env.INTRANET_WEBHOOK_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 5000;
};

/**
 * Local development and tests post to receivers on 127.0.0.1 over http; everywhere else a webhook
 * must be https on a public host, so an admin cannot make the server call internal addresses.
 */
const insecureAllowed = () => process.env.INTRANET_WEBHOOKS_ALLOW_PRIVATE === "1";

export function isAllowedWebhookUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (insecureAllowed()) return url.protocol === "https:" || url.protocol === "http:";
  if (url.protocol !== "https:") return false;
  return !isPrivateHost(url.hostname);
}

function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host.endsWith(".local"))
    return true;
  const version = isIP(host);
  if (version === 4) {
    const [a = 0, b = 0] = host.split(".").map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (version === 6)
    return (
      host === "::" || host === "::1" || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith("::ffff:")
    );
  return false;
}

async function postJson(channel: IntegrationChannel, url: string, payload: unknown): Promise<WebhookOutcome> {
  if (!isAllowedWebhookUrl(url)) return { channel, ok: false, error: "address not allowed" };
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      redirect: "error",
      signal: AbortSignal.timeout(webhookTimeoutMs()),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok
      ? { channel, ok: true, status: response.status }
      : { channel, ok: false, status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { channel, ok: false, error: name === "TimeoutError" ? "timed out" : "unreachable" };
  }
}

export function sendTelegram(config: { botToken: string; chatId: string }, text: string): Promise<WebhookOutcome> {
  return postJson("telegram", `${telegramApiUrl()}/bot${config.botToken}/sendMessage`, {
    chat_id: config.chatId,
    text: text.slice(0, 4096),
    disable_web_page_preview: true,
  });
}

export function sendTeams(config: { webhookUrl: string }, text: string): Promise<WebhookOutcome> {
  return postJson("teams", config.webhookUrl, { text: text.slice(0, 20_000) });
}

/** Slack treats &, < and > as control characters in `text`: they are escaped as Slack asks. */
export function sendSlack(config: { webhookUrl: string }, text: string): Promise<WebhookOutcome> {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return postJson("slack", config.webhookUrl, { text: escaped.slice(0, 40_000) });
}

/** Posts one text to every configured channel of `channels`; never throws; failures are logged. */
export async function sendToChats(
  secrets: IntegrationSecrets,
  channels: IntegrationChannel[],
  text: string,
  context: Record<string, unknown> = {},
): Promise<WebhookOutcome[]> {
  const sends: Array<Promise<WebhookOutcome>> = [];
  for (const channel of channels) {
    if (channel === "telegram" && secrets.telegram) sends.push(sendTelegram(secrets.telegram, text));
    if (channel === "teams" && secrets.teams) sends.push(sendTeams(secrets.teams, text));
    if (channel === "slack" && secrets.slack) sends.push(sendSlack(secrets.slack, text));
  }
  const outcomes = await Promise.all(sends);
  for (const outcome of outcomes)
    if (!outcome.ok)
      console.error(JSON.stringify({ level: "error", msg: "notification webhook failed", ...context, ...outcome }));
  return outcomes;
}
