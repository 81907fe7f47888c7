import { useEffect, useRef, useState } from "react";

/**
 * Seconds left until `endsAt` on the server's clock (`now` is the server's time when it answered,
 * so a wrong clock on this device moves nothing); `onEnd` once when it reaches 0. Null: no limit.
 */
export function useCountdown(endsAt: string | null, now: string, onEnd: () => void): number | null {
  const offset = useRef(0);
  const ended = useRef(false);
  const latest = useRef(onEnd);
  latest.current = onEnd;
  const left = () =>
    endsAt ? Math.max(0, Math.ceil((Date.parse(endsAt) - (Date.now() + offset.current)) / 1000)) : null;
  const [seconds, setSeconds] = useState<number | null>(() => {
    offset.current = Date.parse(now) - Date.now();
    return left();
  });
  useEffect(() => {
    offset.current = Date.parse(now) - Date.now();
    ended.current = false;
    if (!endsAt) {
      setSeconds(null);
      return;
    }
    const tick = () => {
      const value = left();
      setSeconds(value);
      if (value === 0 && !ended.current) {
        ended.current = true;
        latest.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);
  return seconds;
}

/** "4:05", "1:02:03". */
export const clockText = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
};
