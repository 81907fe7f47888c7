import { Button, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { ReactNode } from "react";
import { usePersonName } from "../../shared/usePersonName";
import { AvatarEditor } from "./AvatarEditor";
import type { ProfileImage } from "./useProfileImage";
import { useProfileTranslation } from "./i18n";
import { initials } from "../../ui/Avatar";

/** The person's picture, or their initials when they have none. */
function ProfileAvatar({ user }: { user: UserView }) {
  if (user.avatar) return <img className="profile-avatar" src={user.avatar} alt="" />;
  return (
    <span className="profile-avatar profile-avatar-initials" aria-hidden>
      {initials(user)}
    </span>
  );
}

/**
 * The top of a profile: avatar (with its change and remove for whoever may edit the profile),
 * name (in the reader's language order), position and department, status text, the subscribers
 * count (a click opens their tab), and the actions beside it (under it on phones).
 */
export function ProfileHeader({
  user,
  actions,
  onShowFollowers,
  avatar,
}: {
  user: UserView;
  actions: ReactNode;
  onShowFollowers?: () => void;
  /** The avatar's change and removal; absent: the reader may not edit it. */
  avatar?: ProfileImage;
}) {
  const { t } = useProfileTranslation();
  const name = usePersonName();
  const role = [user.position, user.department].filter(Boolean).join(" · ");
  const followers = t("header.followers", { number: user.followersCount });
  return (
    <header className="profile-header">
      <div className="profile-avatar-box">
        <ProfileAvatar user={user} />
        {avatar ? <AvatarEditor image={avatar} /> : null}
      </div>
      <div className="profile-header-main">
        <h1 className="profile-name">
          {name(user)}
          {user.status === "active" ? null : (
            <Tag minimal intent="warning" className="profile-state">
              {t(`ui:status.${user.status}`)}
            </Tag>
          )}
        </h1>
        {role ? <p className="profile-role">{role}</p> : null}
        {user.statusText ? <p className="profile-status-text">{user.statusText}</p> : null}
        {onShowFollowers ? (
          <Button
            className="profile-followers-count"
            variant="minimal"
            size="small"
            icon="people"
            text={followers}
            title={t("header.showFollowers")}
            onClick={onShowFollowers}
          />
        ) : (
          <span className="profile-followers-count">{followers}</span>
        )}
      </div>
      {actions}
    </header>
  );
}
