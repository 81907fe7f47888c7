import type { BuiltinNotifications } from "../notifications/builtin";

/** The wall module's notifications: their built-in texts in every language (notifications/builtin.ts says how to write them). */
export const wallNotifications = {
  "post.thanks": {
    name: "Thanks received",
    section: "posts",
    variables: ["actor", "excerpt"],
    texts: {
      en: {
        title: "{{actor}} thanked you",
        short: "{{excerpt}}",
        full: '<p>{{actor}} thanked you on the company wall:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the post</a></p>',
      },
      ru: {
        title: "{{actor}} благодарит вас",
        short: "{{excerpt}}",
        full: '<p>{{actor}} благодарит вас на стене компании:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Открыть публикацию</a></p>',
      },
      ua: {
        title: "{{actor}} дякує вам",
        short: "{{excerpt}}",
        full: '<p>{{actor}} дякує вам на стіні компанії:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Відкрити публікацію</a></p>',
      },
    },
  },
  "post.mention": {
    name: "Mentioned in a post",
    section: "posts",
    variables: ["actor", "excerpt"],
    texts: {
      en: {
        title: "{{actor}} mentioned you in a post",
        short: "{{excerpt}}",
        full: '<p>{{actor}} mentioned you in a post:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the post</a></p>',
      },
      ru: {
        title: "{{actor}} упоминает вас в публикации",
        short: "{{excerpt}}",
        full: '<p>{{actor}} упоминает вас в публикации:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Открыть публикацию</a></p>',
      },
      ua: {
        title: "{{actor}} згадує вас у публікації",
        short: "{{excerpt}}",
        full: '<p>{{actor}} згадує вас у публікації:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Відкрити публікацію</a></p>',
      },
    },
  },
  "comment.mention": {
    name: "Mentioned in a comment",
    section: "posts",
    variables: ["actor", "excerpt"],
    texts: {
      en: {
        title: "{{actor}} mentioned you in a comment",
        short: "{{excerpt}}",
        full: '<p>{{actor}} mentioned you in a comment:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the discussion</a></p>',
      },
      ru: {
        title: "{{actor}} упоминает вас в комментарии",
        short: "{{excerpt}}",
        full: '<p>{{actor}} упоминает вас в комментарии:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Открыть обсуждение</a></p>',
      },
      ua: {
        title: "{{actor}} згадує вас у коментарі",
        short: "{{excerpt}}",
        full: '<p>{{actor}} згадує вас у коментарі:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Відкрити обговорення</a></p>',
      },
    },
  },
  "comment.on_post": {
    name: "Comment on your post",
    section: "posts",
    variables: ["actor", "excerpt"],
    texts: {
      en: {
        title: "{{actor}} commented on your post",
        short: "{{excerpt}}",
        full: '<p>{{actor}} commented on your post:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the discussion</a></p>',
      },
      ru: {
        title: "{{actor}} комментирует вашу публикацию",
        short: "{{excerpt}}",
        full: '<p>{{actor}} комментирует вашу публикацию:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Открыть обсуждение</a></p>',
      },
      ua: {
        title: "{{actor}} коментує вашу публікацію",
        short: "{{excerpt}}",
        full: '<p>{{actor}} коментує вашу публікацію:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Відкрити обговорення</a></p>',
      },
    },
  },
  "comment.reply": {
    name: "Reply to your comment",
    section: "posts",
    variables: ["actor", "excerpt"],
    texts: {
      en: {
        title: "{{actor}} replied to your comment",
        short: "{{excerpt}}",
        full: '<p>{{actor}} replied to your comment:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Open the discussion</a></p>',
      },
      ru: {
        title: "{{actor}} отвечает на ваш комментарий",
        short: "{{excerpt}}",
        full: '<p>{{actor}} отвечает на ваш комментарий:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Открыть обсуждение</a></p>',
      },
      ua: {
        title: "{{actor}} відповідає на ваш коментар",
        short: "{{excerpt}}",
        full: '<p>{{actor}} відповідає на ваш коментар:</p><blockquote>{{excerpt}}</blockquote><p><a href="{{link}}">Відкрити обговорення</a></p>',
      },
    },
  },
  "post.like": {
    name: "Like",
    section: "posts",
    variables: ["actor"],
    texts: {
      en: {
        title: "{{actor}} liked your post",
        short: "",
        full: '<p>{{actor}} liked your post.</p><p><a href="{{link}}">Open the post</a></p>',
      },
      ru: {
        title: "{{actor}}: нравится ваша публикация",
        short: "",
        full: '<p>{{actor}}: нравится ваша публикация.</p><p><a href="{{link}}">Открыть публикацию</a></p>',
      },
      ua: {
        title: "{{actor}}: подобається ваша публікація",
        short: "",
        full: '<p>{{actor}}: подобається ваша публікація.</p><p><a href="{{link}}">Відкрити публікацію</a></p>',
      },
    },
  },
} as const satisfies BuiltinNotifications;
