/**
 * Everything the SPA keeps on the device, in one place. localStorage survives restarts (token,
 * chosen language, the superadmin's client, start page, known-device markers); sessionStorage only
 * this tab's visit.
 */
export type LocalKey =
  | "token"
  | "token_expires"
  | "user_id"
  | "login_user"
  | "client_id"
  | "workspace"
  | "start_page"
  | "lang"
  | "theme"
  | "known_devices"
  /** Answers to polls not sent yet, by company, person and poll (modules/polls/take/progress.ts). */
  | "poll_progress"
  /** The knowledge base's folders left open in its sidebar (modules/articles/tree/useExpanded.ts). */
  | "articles_expanded";
/**
 * `mood_later`: the day (per company and person) the mood meter was put off; `polls_prompted`: the
 * company and person the mandatory polls' prompt was shown to in this tab; `sso_pending`: this tab
 * went to its company's sign-in page (auth/sso), so /authorize lets Amplify finish.
 */
const sessionKeys = ["wanted_path", "login_notice", "mood_later", "polls_prompted", "sso_pending"] as const;
export type SessionKey = (typeof sessionKeys)[number];
type Key = LocalKey | SessionKey;

function area(key: Key): Storage | undefined {
  try {
    return (sessionKeys as readonly string[]).includes(key) ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

export function readStored(key: Key): string | null {
  try {
    return area(key)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: Key, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) area(key)?.removeItem(key);
    else area(key)?.setItem(key, value);
  } catch {
    /* quota or disabled storage: the app keeps working from memory */
  }
}

export function readStoredJson<T>(key: Key): T | null {
  const text = readStored(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
