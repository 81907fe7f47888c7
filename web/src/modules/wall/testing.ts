/* Test support of the wall: post fixtures, the startup and widget answers, a controllable IntersectionObserver. */
import type { ClientView, CommentView, PostPage, PostView, UserView } from "@intranet/contracts";
import { vi } from "vitest";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, clientView, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { forgetSentViews } from "./post/useViewTracking";

export { chloe };

export function postView(overrides: Partial<PostView> = {}): PostView {
  return {
    _id: "p1",
    client_id: "c1",
    kind: "news",
    parent: { type: "wall", id: "c1" },
    authorId: "u2",
    author: { _id: "u2", fullName: "Chloe Davis", firstName: "Chloe", lastName: "Davis", status: "active" },
    message: "<p>Hello team</p>",
    mentions: [],
    attachments: [],
    likesCount: 0,
    viewsCount: 0,
    commentsCount: 0,
    liked: false,
    seen: true,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function commentView(overrides: Partial<CommentView> = {}): CommentView {
  return {
    _id: "k1",
    postId: "p1",
    threadId: "k1",
    parentCommentId: null,
    authorId: "u2",
    author: { _id: "u2", fullName: "Chloe Davis", firstName: "Chloe", lastName: "Davis", status: "active" },
    text: "<p>Nice!</p>",
    mentions: [],
    repliesCount: 0,
    createdAt: "2026-11-20T11:00:00.000Z",
    ...overrides,
  };
}

export const page = (items: PostView[], cursor: string | null = null): PostPage => ({ items, cursor, seenUpTo: null });

/** Startup of the shell plus quiet widget answers, then the test's own routes. */
export function wallRoutes(me: UserView, client: ClientView, extra: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET /api/user/${me._id}`]: { body: me },
    [`GET /api/clients/${client._id}`]: { body: client },
    [`GET /api/clients/by_ws/${client.workspace}`]: { body: client },
    [`GET /api/user/for_client/${client._id}`]: { body: { items: [me, chloe], cursor: null } },
    [`GET /api/clients/${client._id}/all_thanks`]: { body: { items: [] } },
    [`GET /api/clients/${client._id}/birthdays`]: { body: { date: "2026-11-21", days: 14, today: [], upcoming: [] } },
    [`GET /api/links_block/${client._id}/wall`]: { body: { module: "wall", active: true, links: [] } },
    [`GET /api/post/news/${client._id}/0`]: { body: page([]) },
    [`GET /api/post/user_feed/${me._id}/0`]: { body: page([]) },
    // The groups widget in the wall's "groups" slot.
    [`GET /api/group/byUser/${me._id}`]: { body: { items: [], cursor: null } },
    // The calendar widget in the wall's "calendar" slot.
    [`GET /api/user/${client._id}/events/access_for/${me._id}`]: {
      body: { from: "", to: "", items: [], truncated: false, dated: [] },
    },
    ...extra,
  };
}

/** The whole app at `path`, signed in as `me` (an employee of Acme by default). */
export function openWall(path: string, extra: FakeRoutes = {}, me: UserView = userView(), client = clientView()) {
  const api = fakeApi(wallRoutes(me, client, extra));
  storeSession(me);
  forgetSentViews();
  const app = renderApp(path);
  return { api, app };
}

/** IntersectionObserver under the test's control: `show(element?, ratio)` reports elements as visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element (or the one given) at this visible share. */
  static show(ratio = 1, only?: (element: Element) => boolean) {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const targets = [...observer.elements].filter((element) => !only || only(element));
      if (!targets.length) continue;
      observer.callback(
        targets.map(
          (target) =>
            ({
              target,
              isIntersecting: ratio > 0,
              intersectionRatio: ratio,
              rootBounds: null,
              intersectionRect: { height: 0 },
            }) as unknown as IntersectionObserverEntry,
        ),
        observer as unknown as IntersectionObserver,
      );
    }
  }
  static install() {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  }
}
