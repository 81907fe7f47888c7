import type { ErrorCode, PostKind } from "@intranet/contracts";
import { limits } from "@intranet/contracts/limits";
import type { TFunction } from "i18next";
import { translateCode } from "../../../i18n/translateMessage";
import { activeMentions, draftToHtml, plainText, textLength, type Draft } from "../mentions/draft";

/** What the form tells the user: a catalogue code (the API's own message) or a wall text key. */
export interface CodeIssue {
  code: ErrorCode;
  params?: Record<string, number | string>;
}
export type ComposerIssue = CodeIssue | { key: "composer.tooManyFiles"; params?: Record<string, number | string> };

export function issueText(t: TFunction<readonly ["wall", "ui"]>, issue: ComposerIssue): string {
  return "code" in issue ? translateCode(t, issue.code, issue.params) : t(issue.key, issue.params ?? {});
}

/**
 * The rules the API applies to a post (rules-calls-errors-spec §5 Posts), checked before sending
 * with the same catalogue messages: text is required; a thanks post has more than 30 characters
 * and mentions exactly one person, not oneself.
 */
export function composerIssue(kind: PostKind, draft: Draft, meId: string): CodeIssue | null {
  const text = plainText(draftToHtml(draft).html);
  if (!text) return { code: "posts.text_required" };
  if (kind !== "thanks") return null;
  if (textLength(text) < limits.thanksMinLength)
    return { code: "posts.thanks_too_short", params: { min: limits.thanksMinLength - 1 } };
  const mentioned = activeMentions(draft);
  if (mentioned.length !== 1) return { code: "posts.thanks_one_person" };
  if (mentioned[0]!.id === meId) return { code: "posts.thanks_self" };
  return null;
}
