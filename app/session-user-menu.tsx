// A customer's menu with the session's logout step: its code comes with the first tap on the
// menu (an island in the app shell), not with a page's first load.
import { UserMenu } from "~/features/auth/components/user-menu";
import type { SessionUser } from "~/lib/types";
import { useSessionActions } from "./session-actions";

export function SessionUserMenu({ user }: { user: SessionUser }) {
  const { logout } = useSessionActions();
  return <UserMenu user={user} onLogout={() => void logout()} />;
}
