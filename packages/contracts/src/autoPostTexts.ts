import type { NotificationLanguage } from "./notifications/builtin";

/**
 * A module's automatic wall posts, declared in `<module>/post-texts.ts` (`…PostTexts`, gathered by
 * `npm run gen`; autoPosts.ts renders them): by kind, per language, the post's paragraphs with
 * `{{name}}` placeholders (HTML-safe text; values are escaped when filled in). A paragraph some of
 * whose values are empty is left out (no achievement, no comment).
 */
export type AutoPostTexts = Readonly<Record<string, Readonly<Record<NotificationLanguage, readonly string[]>>>>;
