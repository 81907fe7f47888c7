import type { UserView } from "@intranet/contracts";
import { Feed } from "./Feed";
import "../../cabinet.css";
import "../wall.css";

/**
 * A person's event feed on their profile (GET /api/post/user_feed/{user}/{page}): the posts they
 * wrote or are mentioned or thanked in, rendered and paged as the wall does. Loaded on first use
 * through the wall's public door (`PersonPosts`).
 */
export default function PersonPosts({ userId, me }: { userId: string; me: UserView }) {
  return <Feed tab="feed" me={me} clientId={me.client_id} personId={userId} />;
}
