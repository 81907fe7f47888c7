/** The unread count as a small pill (nothing at zero; 99+ above 99). */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`notification-badge${className ? ` ${className}` : ""}`} aria-hidden>
      {count > 99 ? "99+" : count}
    </span>
  );
}
