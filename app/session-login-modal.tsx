// The login dialog with the session's login step: the app shell loads this when Login is
// tapped, so neither is part of a page's first load.
import { LoginModal } from "~/features/auth/components/login-modal";
import { useSessionActions } from "./session-actions";

export function SessionLoginModal({ onClose }: { onClose: () => void }) {
  const { completeLogin } = useSessionActions();
  return <LoginModal onClose={onClose} onAuthenticated={completeLogin} />;
}
