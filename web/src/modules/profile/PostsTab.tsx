import { Spinner } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { Suspense } from "react";
import { PersonPosts } from "../wall/public";

/**
 * The posts tab (readers with the wall right): the person's event feed, the posts they wrote or
 * are mentioned or thanked in, as the wall shows them (the wall's own feed, through its door).
 */
export function PostsTab({ user, me }: { user: UserView; me: UserView }) {
  return (
    <section className="cabinet-tab profile-posts">
      <Suspense fallback={<Spinner className="profile-spinner" size={24} />}>
        <PersonPosts userId={user._id} me={me} />
      </Suspense>
    </section>
  );
}
