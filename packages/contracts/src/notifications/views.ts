import type {
  ChannelSwitches,
  ChannelSwitchesPatch,
  NotificationPosition,
  NotificationSection,
  NotificationView,
} from "./schemas";

export type { ChannelSwitches, NotificationPosition };

/** The answer shapes (views) of the notifications module: what its routes answer and its events carry. */

/** A page of the center, newest first; `next` is the `{time}` of the next page, null after the last. */
export interface NotificationPage {
  items: NotificationView[];
  next: string | null;
}

export interface UnreadCount {
  count: number;
}

/** PUT /api/notification/{id}/read. `changed` is false when it was read already. */
export interface MarkReadResult {
  _id: string;
  read: true;
  changed: boolean;
  unread: number;
}

/** PUT /api/notification/{client_id}/all/read. `pending`: a very long backlog is finished off the request path. */
export interface MarkAllReadResult {
  marked: number;
  unread: number;
  pending: boolean;
}

/** The answer of the three admin sends: how many recipients were asked for (`all`: null). */
export interface NotificationRequestAccepted {
  requestId: string;
  recipients: number | null;
}

export interface NotificationTemplateView {
  _id: string;
  code: string;
  name: string;
  title: string;
  short: string;
  full: string;
  variables: string[];
  /** A built-in template (no tenant template of that code). */
  builtin: boolean;
  /** A tenant template that overrides the built-in one of the same code. */
  overridesBuiltin: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** GET /api/notification/templates: the tenant's templates with the built-in ones. */
export interface NotificationTemplateList {
  items: NotificationTemplateView[];
}

export interface NotificationTemplateDeleted {
  code: string;
  deleted: true;
}

export interface RenderedTemplate {
  title: string;
  short: string;
  full: string;
}

export interface EffectiveNotificationSettings {
  channels: ChannelSwitches;
  sections: Record<NotificationSection, ChannelSwitches>;
  likes: boolean;
}

export interface NotificationSettingsView {
  client_id: string;
  /** Null for the tenant's defaults. */
  user_id: string | null;
  channels: ChannelSwitchesPatch;
  sections: Partial<Record<NotificationSection, ChannelSwitchesPatch>>;
  likes?: boolean;
  /** What applies, all levels combined. */
  effective: EffectiveNotificationSettings;
}

/** Secrets are never returned: a token shows its bot id, an address its host only. */
export interface IntegrationsView {
  client_id: string;
  telegram: { chatId: string; botToken: string } | null;
  teams: { webhookUrl: string } | null;
  slack: { webhookUrl: string } | null;
}

export type IntegrationChannel = "telegram" | "teams" | "slack";

/** POST /api/notification/integrations/{client_id}/test: one line per configured channel. */
export interface IntegrationsTestResult {
  results: Array<{ channel: IntegrationChannel; ok: boolean; status?: number; error?: string }>;
}
