import { describe, expect, it } from "vitest";
import { notificationText, safeNotificationHtml } from "./html";

describe("notification HTML (core/notifications/render.ts output)", () => {
  it("keeps simple formatting and escaped text as it is", () => {
    expect(safeNotificationHtml("<p>Ann &amp; Bob <b>thanked</b> you</p>")).toBe(
      "<p>Ann &amp; Bob <b>thanked</b> you</p>",
    );
    expect(safeNotificationHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("drops scripts, attributes, images and links (keeping a link's text)", () => {
    expect(
      safeNotificationHtml(
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">there</a></p>',
      ),
    ).toBe("<p>Hi there</p>");
  });

  it("gives the plain text: entities decoded, tags dropped, blocks as spaces", () => {
    expect(notificationText("<p>Ann &amp; Bob</p><p>said &quot;hi&quot;<br>twice</p>")).toBe(
      'Ann & Bob said "hi" twice',
    );
  });
});
