/**
 * The bus subscription table: which subscriber Lambda (subscribers/<file>.ts, export `handler`)
 * receives which domain event types. stacks/events.ts deploys one EventBridge rule per row and the
 * local runtime's in-process bus dispatches by the same rows. Modules add rows as they add events.
 */
export interface Subscription {
  /** Unique, PascalCase-friendly name (becomes the SST component name). */
  name: string;
  /** Domain event types (EventBridge detail-type) this subscriber receives. */
  eventTypes: string[];
  /** File under packages/functions/src/subscribers/, without extension. */
  file: string;
  /** Lambda timeout; 60 s unless the work is known to be long (at most 900). */
  timeoutSeconds?: number;
}

export const subscriptions: Subscription[] = [
  // Clients: a full deletion runs off the request path (core/clients/purge.ts).
  // A full-table scan: the longest a Lambda may run. Re-publishing the event resumes a purge.
  { name: "PurgeClient", eventTypes: ["client.purge_requested"], file: "purge-client", timeoutSeconds: 900 },
  // Notifications: the wall's events become notifications; deliveries (push, e-mail, chats) and
  // admin sends to many people run off the request path (core/notifications/).
  {
    name: "NotifyPosts",
    eventTypes: ["post.created", "comment.created", "post.liked"],
    file: "notify-posts",
  },
  {
    name: "NotificationDelivery",
    eventTypes: ["notification.created", "notification.unread_changed"],
    file: "notification-delivery",
  },
  {
    name: "NotificationRequests",
    eventTypes: ["notification.requested", "notification.read_all_requested"],
    file: "notification-requests",
    timeoutSeconds: 900,
  },
  // Shop: its events become notifications (section shop) and realtime pushes; thanks posts, polls
  // answered and ideas pay the company's auto-awards (core/shop/notify.ts, core/shop/auto-awards.ts).
  {
    name: "ShopNotify",
    eventTypes: [
      "shop.accrued",
      "shop.accrual_cancelled",
      "shop.purchased",
      "shop.order_handed_out",
      "shop.balances_nullified",
    ],
    file: "shop-notify",
  },
  // Groups: a group's posts and membership steps notify (section groups); a deleted group's
  // memberships, posts and files are purged (core/groups/subscriber.ts).
  {
    name: "GroupEvents",
    eventTypes: ["post.created", "group.membership", "group.deleted"],
    file: "group-events",
    timeoutSeconds: 300,
  },
  // Polls: a new poll and a reminder notify (section polls); a deleted poll's answers are purged (core/polls/subscriber.ts).
  {
    name: "PollEvents",
    eventTypes: ["poll.created", "poll.remind_requested", "poll.deleted"],
    file: "poll-events",
    timeoutSeconds: 300,
  },
  // Calendar: a new, changed, moved or cancelled event notifies its people (section events), pushes
  // to open calendars and keeps the occurrences' reminder schedules; a deleted series is purged
  // (core/calendar/subscriber.ts).
  {
    name: "CalendarEvents",
    eventTypes: ["event.changed", "event.deleted"],
    file: "calendar-events",
    timeoutSeconds: 300,
  },
  // Vacancies: a response notifies the vacancy's recipients or every admin (section resp); a deleted
  // vacancy's responses and their CVs are purged (core/vacancies/subscriber.ts).
  {
    name: "VacancyEvents",
    eventTypes: ["vacancy.responded", "vacancy.deleted"],
    file: "vacancy-events",
    timeoutSeconds: 300,
  },
  // Chat: offline people mentioned in a message, or whose private chat it is, are notified (section
  // chat; live delivery happened in the request); a deleted room is purged; a person's presence
  // change reaches the sockets watching their rooms (core/chat/subscriber.ts).
  {
    name: "ChatEvents",
    eventTypes: ["chat.message_sent", "chat.room_deleted", "realtime.presence_changed"],
    file: "chat-events",
    timeoutSeconds: 300,
  },
  // Knowledge base: people mentioned in a saved article who may read it are told (section other); a
  // renamed tag of its vocabulary re-indexes its articles (core/articles/subscriber.ts).
  { name: "ArticleEvents", eventTypes: ["article.mentioned", "tag.renamed"], file: "article-events" },
  // Structure: a person fired or deleted leaves their departments and head's places (core/structure/leavers.ts).
  { name: "StructureLeavers", eventTypes: ["user.changed"], file: "structure-leavers" },
  // Audiences: address-book cards and audience entries follow people's records and places in the
  // structure (core/audiences/sync.ts); a moved department re-syncs everyone below it.
  {
    name: "DirectorySync",
    eventTypes: ["user.changed", "structure.changed"],
    file: "directory-sync",
    timeoutSeconds: 300,
  },
  // Exports: Excel files are written off the request path (core/exports/run.ts, exporters.ts).
  { name: "ExportRun", eventTypes: ["export.requested"], file: "export-run", timeoutSeconds: 900 },
  // Search: documents of every source (search-sources.ts) are re-read and re-indexed off the
  // request path; this row lists exactly the sources' events (checked by subscriptions.test.ts).
  {
    name: "SearchIndex",
    eventTypes: [
      "user.changed",
      "directory.changed",
      "group.changed",
      "group.deleted",
      "post.created",
      "post.updated",
      "post.deleted",
      "comment.created",
      "comment.updated",
      "comment.deleted",
      "poll.changed",
      "poll.deleted",
      "event.changed",
      "event.deleted",
      "article.changed",
      "article.deleted",
      "vacancy.changed",
      "vacancy.deleted",
      "chat.message_sent",
      "chat.message_changed",
      "tag.attached",
      "tag.detached",
      "tag.deleted",
    ],
    file: "search-index",
  },
  { name: "ShopAwards", eventTypes: ["post.created", "poll.answered", "idea.created"], file: "shop-awards" },
];

/** The EventBridge `source` of every domain event this product publishes. */
export const eventSource = "intranet";
