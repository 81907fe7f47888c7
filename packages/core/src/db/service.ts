import { Service } from "electrodb";
import { config } from "../platform/config";
import { dynamo } from "./client";
import { ConnectionEntity } from "../realtime/connection.entity";
import { UniqueEntity } from "../identity/unique.entity";
import { ClientEntity } from "../clients/client.entity";
import { UserEntity } from "../users/user.entity";
import { FollowEntity } from "../users/follow.entity";
import { PinBoardEntity } from "../users/pin-board.entity";
import { SessionEntity } from "../auth/session.entity";
import { ResetTokenEntity } from "../auth/reset-token.entity";
import { AttemptEntity } from "../auth/attempt.entity";
import { ActivityEntity } from "../analytics/activity.entity";
import { FileEntity } from "../files/file.entity";
import { PendingUploadEntity } from "../files/pending-upload.entity";
import { UploadSweepEntity } from "../files/upload-sweep.entity";
import { LinksBlockEntity } from "../widgets/links-block.entity";
import { BlockLinkEntity } from "../widgets/block-link.entity";
import { PostEntity } from "../posts/post.entity";
import { PostLikeEntity } from "../posts/like.entity";
import { PostViewEntity } from "../posts/view.entity";
import { CommentEntity } from "../posts/comment.entity";
import { FeedEntryEntity } from "../posts/feed-entry.entity";
import { SeenMarkEntity } from "../posts/seen-mark.entity";
import {
  NotificationCounterEntity,
  NotificationEntity,
  NotificationGuardEntity,
} from "../notifications/notification.entity";
import {
  NotificationDefaultsEntity,
  NotificationIntegrationsEntity,
  NotificationSettingsEntity,
} from "../notifications/settings.entity";
import { NotificationTemplateEntity } from "../notifications/template.entity";

/**
 * The one ElectroDB Service over the single table (DESIGN §5). Entities are declared in their
 * modules without a client or table; this composes them once per process, lazily, so the table
 * name comes from configuration at first use. Modules add their entities here.
 */
const entities = {
  connection: ConnectionEntity,
  unique: UniqueEntity,
  client: ClientEntity,
  user: UserEntity,
  follow: FollowEntity,
  pinBoard: PinBoardEntity,
  session: SessionEntity,
  resetToken: ResetTokenEntity,
  attempt: AttemptEntity,
  activity: ActivityEntity,
  file: FileEntity,
  fileUpload: PendingUploadEntity,
  uploadSweep: UploadSweepEntity,
  linksBlock: LinksBlockEntity,
  blockLink: BlockLinkEntity,
  post: PostEntity,
  postLike: PostLikeEntity,
  postView: PostViewEntity,
  comment: CommentEntity,
  feedEntry: FeedEntryEntity,
  seenMark: SeenMarkEntity,
  notification: NotificationEntity,
  notificationCounter: NotificationCounterEntity,
  notificationGuard: NotificationGuardEntity,
  notificationSettings: NotificationSettingsEntity,
  notificationDefaults: NotificationDefaultsEntity,
  notificationIntegrations: NotificationIntegrationsEntity,
  notificationTemplate: NotificationTemplateEntity,
};

export type Entities = typeof entities;

let service: Service<Entities> | undefined;
let serviceClient: unknown;

export function db(): Service<Entities> {
  const client = dynamo();
  if (client !== serviceClient) service = undefined; // the endpoint changed (db/client.ts)
  serviceClient = client;
  service ??= new Service(entities, { client, table: config.tableName() });
  return service;
}
