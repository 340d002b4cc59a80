import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { SESSION_INVALID_EVENT, type SessionInvalidDetail } from "~/lib/session-events";
import type { SessionUser } from "~/lib/types";

export interface AuthContextValue {
  /** The logged-in customer; seeded from the server render, so the header never flashes. */
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
  /** The login-visible flag of SPEC §2.1: the login/register overlay is shown while set. */
  loginOpen: boolean;
  openLogin: () => void;
  closeLogin: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({
  initialUser,
  children,
}: {
  initialUser: SessionUser | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(initialUser);
  const [loginOpen, setLoginOpen] = useState(false);

  // The server proved the stored customer session dead: forget it quietly (SPEC §4.1).
  useEffect(() => {
    const onInvalid = (event: Event) => {
      if ((event as CustomEvent<SessionInvalidDetail>).detail?.role === "user") setUser(null);
    };
    window.addEventListener(SESSION_INVALID_EVENT, onInvalid);
    return () => window.removeEventListener(SESSION_INVALID_EVENT, onInvalid);
  }, []);

  const openLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  const value = useMemo(
    () => ({ user, setUser, loginOpen, openLogin, closeLogin }),
    [user, loginOpen, openLogin, closeLogin],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside <AuthProvider>");
  return auth;
}
