import type { IconName } from "@blueprintjs/core";
import type { SearchType } from "@intranet/contracts/search";

/**
 * How each searchable type is shown: its group label (a key of `types` in the texts) and icon.
 * A module that adds a type adds its row here (and its label in the texts).
 */
export const hitTypes: Record<
  SearchType,
  {
    label:
      | "people"
      | "groups"
      | "posts"
      | "comments"
      | "polls"
      | "events"
      | "vacancies"
      | "articles"
      | "messages"
      | "shopItems";
    icon: IconName;
  }
> = {
  person: { label: "people", icon: "person" },
  group: { label: "groups", icon: "people" },
  post: { label: "posts", icon: "document" },
  comment: { label: "comments", icon: "comment" },
  poll: { label: "polls", icon: "horizontal-bar-chart" },
  event: { label: "events", icon: "calendar" },
  vacancy: { label: "vacancies", icon: "briefcase" },
  article: { label: "articles", icon: "manual" },
  message: { label: "messages", icon: "chat" },
  shopItem: { label: "shopItems", icon: "shop" },
};
