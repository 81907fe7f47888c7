import type { PostView } from "@intranet/contracts";
import { autoPostHtml } from "@intranet/contracts/autoPosts";
import { notificationLanguageOf } from "@intranet/contracts/notificationTexts";
import { useTranslation } from "react-i18next";

/**
 * A post's HTML in the language the SPA shows: a post a module wrote by itself (`auto`: a vacancy
 * opened, coins accrued) is written again from its kind and values, names in the language's order,
 * so switching the language switches it too; any other post (and an old automatic one that only
 * has its text) reads as stored.
 */
export function usePostHtml(post: Pick<PostView, "message" | "auto">): string {
  const { i18n } = useTranslation();
  const language = notificationLanguageOf(i18n.language);
  if (!post.auto || !language) return post.message;
  return autoPostHtml(post.auto, { language }) ?? post.message;
}
