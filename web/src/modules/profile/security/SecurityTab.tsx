import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./TwoFactorSection";

/**
 * One's own profile's Security tab (its own chunk: the QR code library loads with it): a simple
 * list of sections, each of its own part of sign-in.
 */
export default function SecurityTab() {
  return (
    <div className="profile-security">
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
