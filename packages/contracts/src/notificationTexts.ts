/**
 * The built-in notification texts in every interface language (product-spec §1: ru, ua, en; default
 * en, fallback ru), shared by the server (it renders e-mail and chat posts in the recipient's
 * language, and stores the center text in it) and the SPA (it renders a stored notification's
 * template code and values in the reader's current language). A tenant's own template of a code
 * replaces these in every language (its administrators wrote it for their people).
 *
 * Placeholders are `{{name}}`; values are HTML-escaped when filled in, so a rendered text is
 * HTML-safe. Russian and Ukrainian texts name the person in the nominative and avoid past-tense
 * verbs (which take the person's gender): "{{actor}} благодарит вас", not "поблагодарил(а)".
 * Names read "First Last" in every language (notify's `displayName`).
 */
export const notificationLanguages = ["en", "ru", "ua"] as const;
export type NotificationLanguage = (typeof notificationLanguages)[number];

export interface NotificationTexts {
  title: string;
  short: string;
  full: string;
}

const quote = "<blockquote>{{excerpt}}</blockquote>";
const open = (label: string) => `<p><a href="{{link}}">${label}</a></p>`;

/** Code → language → texts. English texts are the built-in templates' texts (notifications/templates.ts). */
export const builtinNotificationTexts: Record<string, Record<NotificationLanguage, NotificationTexts>> = {
  "post.thanks": {
    en: {
      title: "{{actor}} thanked you",
      short: "{{excerpt}}",
      full: `<p>{{actor}} thanked you on the company wall:</p>${quote}${open("Open the post")}`,
    },
    ru: {
      title: "{{actor}} благодарит вас",
      short: "{{excerpt}}",
      full: `<p>{{actor}} благодарит вас на стене компании:</p>${quote}${open("Открыть публикацию")}`,
    },
    ua: {
      title: "{{actor}} дякує вам",
      short: "{{excerpt}}",
      full: `<p>{{actor}} дякує вам на стіні компанії:</p>${quote}${open("Відкрити публікацію")}`,
    },
  },
  "post.mention": {
    en: {
      title: "{{actor}} mentioned you in a post",
      short: "{{excerpt}}",
      full: `<p>{{actor}} mentioned you in a post:</p>${quote}${open("Open the post")}`,
    },
    ru: {
      title: "{{actor}} упоминает вас в публикации",
      short: "{{excerpt}}",
      full: `<p>{{actor}} упоминает вас в публикации:</p>${quote}${open("Открыть публикацию")}`,
    },
    ua: {
      title: "{{actor}} згадує вас у публікації",
      short: "{{excerpt}}",
      full: `<p>{{actor}} згадує вас у публікації:</p>${quote}${open("Відкрити публікацію")}`,
    },
  },
  "comment.mention": {
    en: {
      title: "{{actor}} mentioned you in a comment",
      short: "{{excerpt}}",
      full: `<p>{{actor}} mentioned you in a comment:</p>${quote}${open("Open the discussion")}`,
    },
    ru: {
      title: "{{actor}} упоминает вас в комментарии",
      short: "{{excerpt}}",
      full: `<p>{{actor}} упоминает вас в комментарии:</p>${quote}${open("Открыть обсуждение")}`,
    },
    ua: {
      title: "{{actor}} згадує вас у коментарі",
      short: "{{excerpt}}",
      full: `<p>{{actor}} згадує вас у коментарі:</p>${quote}${open("Відкрити обговорення")}`,
    },
  },
  "comment.on_post": {
    en: {
      title: "{{actor}} commented on your post",
      short: "{{excerpt}}",
      full: `<p>{{actor}} commented on your post:</p>${quote}${open("Open the discussion")}`,
    },
    ru: {
      title: "{{actor}} комментирует вашу публикацию",
      short: "{{excerpt}}",
      full: `<p>{{actor}} комментирует вашу публикацию:</p>${quote}${open("Открыть обсуждение")}`,
    },
    ua: {
      title: "{{actor}} коментує вашу публікацію",
      short: "{{excerpt}}",
      full: `<p>{{actor}} коментує вашу публікацію:</p>${quote}${open("Відкрити обговорення")}`,
    },
  },
  "comment.reply": {
    en: {
      title: "{{actor}} replied to your comment",
      short: "{{excerpt}}",
      full: `<p>{{actor}} replied to your comment:</p>${quote}${open("Open the discussion")}`,
    },
    ru: {
      title: "{{actor}} отвечает на ваш комментарий",
      short: "{{excerpt}}",
      full: `<p>{{actor}} отвечает на ваш комментарий:</p>${quote}${open("Открыть обсуждение")}`,
    },
    ua: {
      title: "{{actor}} відповідає на ваш коментар",
      short: "{{excerpt}}",
      full: `<p>{{actor}} відповідає на ваш коментар:</p>${quote}${open("Відкрити обговорення")}`,
    },
  },
  "post.like": {
    en: {
      title: "{{actor}} liked your post",
      short: "",
      full: `<p>{{actor}} liked your post.</p>${open("Open the post")}`,
    },
    ru: {
      title: "{{actor}}: нравится ваша публикация",
      short: "",
      full: `<p>{{actor}}: нравится ваша публикация.</p>${open("Открыть публикацию")}`,
    },
    ua: {
      title: "{{actor}}: подобається ваша публікація",
      short: "",
      full: `<p>{{actor}}: подобається ваша публікація.</p>${open("Відкрити публікацію")}`,
    },
  },
  "group.post": {
    en: {
      title: "{{actor}} posted in {{group}}",
      short: "{{excerpt}}",
      full: `<p>{{actor}} posted in the group “{{group}}”:</p>${quote}${open("Open the post")}`,
    },
    ru: {
      title: "{{actor}}: новая публикация в группе «{{group}}»",
      short: "{{excerpt}}",
      full: `<p>{{actor}}: новая публикация в группе «{{group}}»:</p>${quote}${open("Открыть публикацию")}`,
    },
    ua: {
      title: "{{actor}}: нова публікація в групі «{{group}}»",
      short: "{{excerpt}}",
      full: `<p>{{actor}}: нова публікація в групі «{{group}}»:</p>${quote}${open("Відкрити публікацію")}`,
    },
  },
  "group.request": {
    en: {
      title: "{{actor}} asks to join {{group}}",
      short: "",
      full: `<p>{{actor}} asks to join the group “{{group}}”. Approve or reject the request in the group.</p>${open("Open the group")}`,
    },
    ru: {
      title: "{{actor}} просит принять в группу «{{group}}»",
      short: "",
      full: `<p>{{actor}} просит принять в группу «{{group}}». Одобрите или отклоните заявку в группе.</p>${open("Открыть группу")}`,
    },
    ua: {
      title: "{{actor}} просить прийняти до групи «{{group}}»",
      short: "",
      full: `<p>{{actor}} просить прийняти до групи «{{group}}». Схваліть або відхиліть заявку в групі.</p>${open("Відкрити групу")}`,
    },
  },
  "group.approved": {
    en: {
      title: "Welcome to {{group}}",
      short: "",
      full: `<p>Your request to join the group “{{group}}” is approved.</p>${open("Open the group")}`,
    },
    ru: {
      title: "Добро пожаловать в группу «{{group}}»",
      short: "",
      full: `<p>Ваша заявка на вступление в группу «{{group}}» одобрена.</p>${open("Открыть группу")}`,
    },
    ua: {
      title: "Ласкаво просимо до групи «{{group}}»",
      short: "",
      full: `<p>Вашу заявку на вступ до групи «{{group}}» схвалено.</p>${open("Відкрити групу")}`,
    },
  },
  "group.invited": {
    en: {
      title: "{{actor}} invites you to {{group}}",
      short: "",
      full: `<p>{{actor}} invites you to the group “{{group}}”. Accept or decline the invitation in the group.</p>${open("Open the group")}`,
    },
    ru: {
      title: "{{actor}} приглашает вас в группу «{{group}}»",
      short: "",
      full: `<p>{{actor}} приглашает вас в группу «{{group}}». Примите или отклоните приглашение в группе.</p>${open("Открыть группу")}`,
    },
    ua: {
      title: "{{actor}} запрошує вас до групи «{{group}}»",
      short: "",
      full: `<p>{{actor}} запрошує вас до групи «{{group}}». Прийміть або відхиліть запрошення в групі.</p>${open("Відкрити групу")}`,
    },
  },
  "poll.created": {
    en: {
      title: "A new poll: {{poll}}",
      short: "{{actor}}",
      full: `<p>{{actor}} asks you to take the poll “{{poll}}”.</p>${open("Take the poll")}`,
    },
    ru: {
      title: "Новый опрос: {{poll}}",
      short: "{{actor}}",
      full: `<p>{{actor}} просит вас пройти опрос «{{poll}}».</p>${open("Пройти опрос")}`,
    },
    ua: {
      title: "Нове опитування: {{poll}}",
      short: "{{actor}}",
      full: `<p>{{actor}} просить вас пройти опитування «{{poll}}».</p>${open("Пройти опитування")}`,
    },
  },
  "poll.reminder": {
    en: {
      title: "A reminder: the poll {{poll}} awaits your answers",
      short: "{{actor}}",
      full: `<p>{{actor}} reminds you to take the poll “{{poll}}”.</p>${open("Take the poll")}`,
    },
    ru: {
      title: "Напоминание: опрос «{{poll}}» ждёт ваших ответов",
      short: "{{actor}}",
      full: `<p>{{actor}} напоминает вам пройти опрос «{{poll}}».</p>${open("Пройти опрос")}`,
    },
    ua: {
      title: "Нагадування: опитування «{{poll}}» чекає на ваші відповіді",
      short: "{{actor}}",
      full: `<p>{{actor}} нагадує вам пройти опитування «{{poll}}».</p>${open("Пройти опитування")}`,
    },
  },
  "event.invited": {
    en: {
      title: "{{actor}} invites you: {{event}}",
      short: "{{when}}",
      full: `<p>{{actor}} invites you to “{{event}}”, {{when}}.</p>${open("Open the calendar")}`,
    },
    ru: {
      title: "{{actor}} приглашает вас: {{event}}",
      short: "{{when}}",
      full: `<p>{{actor}} приглашает вас на «{{event}}», {{when}}.</p>${open("Открыть календарь")}`,
    },
    ua: {
      title: "{{actor}} запрошує вас: {{event}}",
      short: "{{when}}",
      full: `<p>{{actor}} запрошує вас на «{{event}}», {{when}}.</p>${open("Відкрити календар")}`,
    },
  },
  "event.changed": {
    en: {
      title: "The event {{event}} is changed",
      short: "{{when}}",
      full: `<p>{{actor}} changed the event “{{event}}”, {{when}}.</p>${open("Open the calendar")}`,
    },
    ru: {
      title: "Событие «{{event}}» изменено",
      short: "{{when}}",
      full: `<p>{{actor}}: изменения в событии «{{event}}», {{when}}.</p>${open("Открыть календарь")}`,
    },
    ua: {
      title: "Подію «{{event}}» змінено",
      short: "{{when}}",
      full: `<p>{{actor}}: зміни в події «{{event}}», {{when}}.</p>${open("Відкрити календар")}`,
    },
  },
  "event.moved": {
    en: {
      title: "The event {{event}} is moved",
      short: "{{when}}",
      full: `<p>{{actor}} moved the event “{{event}}”; now {{when}}.</p>${open("Open the calendar")}`,
    },
    ru: {
      title: "Событие «{{event}}» перенесено",
      short: "{{when}}",
      full: `<p>{{actor}}: событие «{{event}}» перенесено, теперь {{when}}.</p>${open("Открыть календарь")}`,
    },
    ua: {
      title: "Подію «{{event}}» перенесено",
      short: "{{when}}",
      full: `<p>{{actor}}: подію «{{event}}» перенесено, тепер {{when}}.</p>${open("Відкрити календар")}`,
    },
  },
  "event.cancelled": {
    en: {
      title: "The event {{event}} is cancelled",
      short: "{{when}}",
      full: `<p>{{actor}} cancelled the event “{{event}}”, {{when}}.</p>${open("Open the calendar")}`,
    },
    ru: {
      title: "Событие «{{event}}» отменено",
      short: "{{when}}",
      full: `<p>{{actor}}: событие «{{event}}», {{when}}, отменено.</p>${open("Открыть календарь")}`,
    },
    ua: {
      title: "Подію «{{event}}» скасовано",
      short: "{{when}}",
      full: `<p>{{actor}}: подію «{{event}}», {{when}}, скасовано.</p>${open("Відкрити календар")}`,
    },
  },
  "event.reminder": {
    en: {
      title: "{{event}} starts soon",
      short: "{{when}}",
      full: `<p>The event “{{event}}” starts soon: {{when}}.</p>${open("Open the calendar")}`,
    },
    ru: {
      title: "Скоро начало: {{event}}",
      short: "{{when}}",
      full: `<p>Событие «{{event}}» скоро начнётся: {{when}}.</p>${open("Открыть календарь")}`,
    },
    ua: {
      title: "Незабаром початок: {{event}}",
      short: "{{when}}",
      full: `<p>Подія «{{event}}» незабаром почнеться: {{when}}.</p>${open("Відкрити календар")}`,
    },
  },
  "article.mention": {
    en: {
      title: "{{actor}} mentioned you in {{article}}",
      short: "{{article}}",
      full: `<p>{{actor}} mentioned you in the knowledge-base article “{{article}}”.</p>${open("Open the article")}`,
    },
    ru: {
      title: "{{actor}} упоминает вас в статье «{{article}}»",
      short: "{{article}}",
      full: `<p>{{actor}} упоминает вас в статье базы знаний «{{article}}».</p>${open("Открыть статью")}`,
    },
    ua: {
      title: "{{actor}} згадує вас у статті «{{article}}»",
      short: "{{article}}",
      full: `<p>{{actor}} згадує вас у статті бази знань «{{article}}».</p>${open("Відкрити статтю")}`,
    },
  },
  "chat.mention": {
    en: {
      title: "{{actor}} mentioned you in {{room}}",
      short: "{{excerpt}}",
      full: `<p>{{actor}} mentioned you in the chat “{{room}}”: {{excerpt}}</p>${open("Open the chat")}`,
    },
    ru: {
      title: "{{actor}} упоминает вас в чате «{{room}}»",
      short: "{{excerpt}}",
      full: `<p>{{actor}} упоминает вас в чате «{{room}}»: {{excerpt}}</p>${open("Открыть чат")}`,
    },
    ua: {
      title: "{{actor}} згадує вас у чаті «{{room}}»",
      short: "{{excerpt}}",
      full: `<p>{{actor}} згадує вас у чаті «{{room}}»: {{excerpt}}</p>${open("Відкрити чат")}`,
    },
  },
  "chat.private": {
    en: {
      title: "{{actor}} wrote to you",
      short: "{{excerpt}}",
      full: `<p>{{actor}}: {{excerpt}}</p>${open("Open the chat")}`,
    },
    ru: {
      title: "{{actor}} пишет вам",
      short: "{{excerpt}}",
      full: `<p>{{actor}}: {{excerpt}}</p>${open("Открыть чат")}`,
    },
    ua: {
      title: "{{actor}} пише вам",
      short: "{{excerpt}}",
      full: `<p>{{actor}}: {{excerpt}}</p>${open("Відкрити чат")}`,
    },
  },
  "vacancy.responded": {
    en: {
      title: "{{actor}} responded to the vacancy {{vacancy}}",
      short: "{{vacancy}}",
      full: `<p>{{actor}} responded to the vacancy “{{vacancy}}”.</p>${open("Open the vacancy")}`,
    },
    ru: {
      title: "{{actor}}: отклик на вакансию «{{vacancy}}»",
      short: "{{vacancy}}",
      full: `<p>{{actor}} откликается на вакансию «{{vacancy}}».</p>${open("Открыть вакансию")}`,
    },
    ua: {
      title: "{{actor}}: відгук на вакансію «{{vacancy}}»",
      short: "{{vacancy}}",
      full: `<p>{{actor}} відгукується на вакансію «{{vacancy}}».</p>${open("Відкрити вакансію")}`,
    },
  },
  "shop.accrued": {
    en: {
      title: "You received {{amount}} {{currency}}",
      short: "{{comment}}",
      full: `<p>You received {{amount}} {{currency}}. Your balance: {{balance}}.</p><p>{{comment}}</p>${open("Open the shop")}`,
    },
    ru: {
      title: "Вам начислено {{amount}} {{currency}}",
      short: "{{comment}}",
      full: `<p>Вам начислено {{amount}} {{currency}}. Ваш баланс: {{balance}}.</p><p>{{comment}}</p>${open("Открыть магазин")}`,
    },
    ua: {
      title: "Вам нараховано {{amount}} {{currency}}",
      short: "{{comment}}",
      full: `<p>Вам нараховано {{amount}} {{currency}}. Ваш баланс: {{balance}}.</p><p>{{comment}}</p>${open("Відкрити магазин")}`,
    },
  },
  "shop.achievement": {
    en: {
      title: "A new achievement: {{achievement}}",
      short: "{{comment}}",
      full: `<p>You received the achievement “{{achievement}}”.</p><p>{{comment}}</p>${open("Open the shop")}`,
    },
    ru: {
      title: "Новое достижение: {{achievement}}",
      short: "{{comment}}",
      full: `<p>Вам присвоено достижение «{{achievement}}».</p><p>{{comment}}</p>${open("Открыть магазин")}`,
    },
    ua: {
      title: "Нове досягнення: {{achievement}}",
      short: "{{comment}}",
      full: `<p>Вам присвоєно досягнення «{{achievement}}».</p><p>{{comment}}</p>${open("Відкрити магазин")}`,
    },
  },
  "shop.purchased": {
    en: {
      title: "Your purchase: {{item}}",
      short: "{{cost}} {{currency}}, balance {{balance}}",
      full: `<p>Your purchase: {{item}} for {{cost}} {{currency}}. Your balance: {{balance}}.</p>${open("Open the shop")}`,
    },
    ru: {
      title: "Ваша покупка: {{item}}",
      short: "{{cost}} {{currency}}, баланс {{balance}}",
      full: `<p>Ваша покупка: {{item}} за {{cost}} {{currency}}. Ваш баланс: {{balance}}.</p>${open("Открыть магазин")}`,
    },
    ua: {
      title: "Ваша покупка: {{item}}",
      short: "{{cost}} {{currency}}, баланс {{balance}}",
      full: `<p>Ваша покупка: {{item}} за {{cost}} {{currency}}. Ваш баланс: {{balance}}.</p>${open("Відкрити магазин")}`,
    },
  },
  "shop.order": {
    en: {
      title: "New order: {{item}}",
      short: "{{actor}}",
      full: `<p>{{actor}} ordered {{item}}. Hand it out and mark the order handed out.</p>${open("Open the orders")}`,
    },
    ru: {
      title: "Новый заказ: {{item}}",
      short: "{{actor}}",
      full: `<p>{{actor}}: заказ «{{item}}». Выдайте его и отметьте заказ выданным.</p>${open("Открыть заказы")}`,
    },
    ua: {
      title: "Нове замовлення: {{item}}",
      short: "{{actor}}",
      full: `<p>{{actor}}: замовлення «{{item}}». Видайте його та позначте замовлення виданим.</p>${open("Відкрити замовлення")}`,
    },
  },
  "shop.handed_out": {
    en: {
      title: "Your order is handed out: {{item}}",
      short: "",
      full: `<p>Your order “{{item}}” is handed out.</p>${open("Open the shop")}`,
    },
    ru: {
      title: "Ваш заказ выдан: {{item}}",
      short: "",
      full: `<p>Ваш заказ «{{item}}» выдан.</p>${open("Открыть магазин")}`,
    },
    ua: {
      title: "Ваше замовлення видано: {{item}}",
      short: "",
      full: `<p>Ваше замовлення «{{item}}» видано.</p>${open("Відкрити магазин")}`,
    },
  },
  message: {
    en: { title: "Message from {{sender}}", short: "{{text}}", full: "<p>{{text}}</p>" },
    ru: { title: "Сообщение администрации ({{sender}})", short: "{{text}}", full: "<p>{{text}}</p>" },
    ua: { title: "Повідомлення адміністрації ({{sender}})", short: "{{text}}", full: "<p>{{text}}</p>" },
  },
};

/** "…and N more" after the names a chat post lists, per language. */
export const chatMoreNames: Record<NotificationLanguage, (count: number) => string> = {
  en: (count) => ` and ${count} more`,
  ru: (count) => ` и ещё ${count}`,
  ua: (count) => ` і ще ${count}`,
};

/** A language of the interface, or undefined for anything else (an absent profile setting). */
export function notificationLanguageOf(value: string | null | undefined): NotificationLanguage | undefined {
  return (notificationLanguages as readonly string[]).includes(value ?? "")
    ? (value as NotificationLanguage)
    : undefined;
}

/** The built-in texts of a code in a language, if the code is built in. */
export function builtinNotificationText(code: string, language: NotificationLanguage): NotificationTexts | undefined {
  return Object.hasOwn(builtinNotificationTexts, code) ? builtinNotificationTexts[code]![language] : undefined;
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeNotificationValue(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

/** Replaces every `{{ name }}` with the escaped value (an unknown name renders empty). */
export function fillNotificationText(text: string, values: Record<string, string | undefined>): string {
  return text.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (_whole, name: string) =>
    escapeNotificationValue(Object.hasOwn(values, name) ? (values[name] ?? "") : ""),
  );
}
