import { VisuallyHidden } from "./VisuallyHidden";
import "./countBadge.css";

interface CountBadgeProps {
  count: number;
  /** Where it sits: the shell's `shell-menu-count`, `shell-tab-badge`, the bell's badge. */
  className?: string;
  /** What screen readers hear instead of the pill (the count in words); none where a label says it. */
  spoken?: string;
  testId?: string;
}

/**
 * A count as the shell's small red pill (nothing at zero; 99+ above 99), hidden from screen readers,
 * which hear `spoken` instead: the notifications' unread count, the chat's unread rooms, the services' inbox.
 */
export function CountBadge({ count, className, spoken, testId }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <span
        className={`notification-badge${className ? ` ${className}` : ""}`}
        {...(testId ? { "data-testid": testId } : {})}
        aria-hidden
      >
        {count > 99 ? "99+" : count}
      </span>
      {spoken ? <VisuallyHidden>{spoken}</VisuallyHidden> : null}
    </>
  );
}
