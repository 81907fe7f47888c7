import type { AutoValue } from "@intranet/contracts/autoTexts";
import type { ChannelSwitches, IntegrationChannel, NotificationSection, NotificationView } from "@intranet/contracts";
import type { MailMessage } from "../mail";

/**
 * The module's own domain events (EventBridge detail-type; the detail also carries `tenantId`).
 * Delivery and long work leave the request path through them (DESIGN §1).
 */
export const notificationEvents = {
  /** Notifications were written (or are channel-only): push, mail and post them to chats. */
  created: "notification.created",
  /** Users' unread counts changed (marked read): push the new badge to their other tabs. */
  unreadChanged: "notification.unread_changed",
  /** An admin asked to notify, mail or message people: notify() them off the request path. */
  requested: "notification.requested",
  /** "Mark all read" met a backlog longer than one request should take: finish it. */
  readAllRequested: "notification.read_all_requested",
} as const;

/** One recipient's delivery: what to push, mail and post; the channels are the ones that apply. */
export interface Delivery {
  userId: string;
  notification: NotificationView;
  channels: ChannelSwitches;
  email?: MailMessage;
}

/**
 * One post to the tenant's chats. The chats are shared (a company channel), so recipients of the
 * same text are named in ONE post, not one post each.
 */
export interface ChatPost {
  channels: IntegrationChannel[];
  /** Plain text. */
  text: string;
}

export interface NotificationCreatedDetail {
  deliveries: Delivery[];
  chats?: ChatPost[];
}

export interface UnreadChangedDetail {
  userIds: string[];
}

/** What an admin's request asks notify() to send (validated on the request path). */
export interface RequestedPayload {
  section: NotificationSection;
  kind: string;
  link?: string | undefined;
  template?: string | undefined;
  variables?: Record<string, AutoValue> | undefined;
  title?: string | undefined;
  body?: string | undefined;
  /** E-mail only, whatever the recipients chose (PUT /api/notification). */
  emailOnly?: boolean | undefined;
}

export interface NotificationRequestedDetail {
  requestId: string;
  senderId: string;
  recipients: { userIds: string[] } | { all: true };
  payload: RequestedPayload;
}

export interface ReadAllRequestedDetail {
  userId: string;
  /** Marking continues with the items older than this one. */
  beforeId: string;
}
