// A customer's menu with the session's logout step, in the app shell's header.
import { UserMenu } from "~/features/auth/components/user-menu";
import type { SessionUser } from "~/lib/types";
import { useSessionActions } from "./session-actions";

export function SessionUserMenu({ user }: { user: SessionUser }) {
  const { logout } = useSessionActions();
  return <UserMenu user={user} onLogout={() => void logout()} />;
}
