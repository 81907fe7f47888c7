import type { AccessLevel, Audience, Grant } from "@intranet/contracts/audiences";
import { addAudience } from "../../../shared/audiences";

/** The levels in the dialog's order: who edits, who reads, who is kept out. */
export const grantLevels = ["write", "read", "none"] as const satisfies readonly AccessLevel[];
export type GrantLevel = (typeof grantLevels)[number];

/** One level's audiences as the shared picker edits them: everyone, or a list. */
export interface LevelDraft {
  forAll: boolean;
  recipients: Audience[];
}
export type GrantsDraft = Record<GrantLevel, LevelDraft>;

/** A node's grants as the dialog's three lists ("everyone" is the `all` audience). */
export function draftOf(grants: readonly Grant[]): GrantsDraft {
  const draft: GrantsDraft = {
    write: { forAll: false, recipients: [] },
    read: { forAll: false, recipients: [] },
    none: { forAll: false, recipients: [] },
  };
  for (const { audience, level } of grants) {
    if (audience.kind === "all") draft[level].forAll = true;
    else draft[level].recipients = addAudience(draft[level].recipients, audience);
  }
  return draft;
}

/** The three lists as grants (an empty result means "as its folder"). */
export function grantsOf(draft: GrantsDraft): Grant[] {
  return grantLevels.flatMap((level) => {
    const { forAll, recipients } = draft[level];
    const audiences: Audience[] = forAll ? [{ kind: "all" }] : recipients;
    return audiences.map((audience) => ({ audience, level }));
  });
}
