import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate, useRevalidator } from "react-router";
import { MESSAGES } from "@domain/messages";
import {
  ApiError,
  SESSION_INVALID_EVENT,
  toastFailure,
  type SessionInvalidDetail,
} from "~/lib/http";
import {
  STORAGE_KEYS,
  clearLoggedOutFlag,
  readStorage,
  removeStorage,
  writeStorage,
} from "~/lib/storage";
import type { StaffRole } from "@domain/staff-roles";
import { sellerIsAuthenticated, sellerLogin, sellerLogout, sellerMe } from "../api";
import { homeFor } from "../seller-pages";

/**
 * The seller flag of SPEC §4.1/§6: set when the server rendered the page for a seller (its
 * session cookie) or when a seller token is stored on this device. A stored token is checked
 * with the server once; a dead one is dropped and the login form returns.
 */
export function useSellerSession(serverSaysSeller: boolean, serverRole: StaffRole | null = null) {
  const [isSeller, setIsSeller] = useState(serverSaysSeller);
  const [role, setRole] = useState<StaffRole | null>(serverRole);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useEffect(() => {
    if (serverSaysSeller) setIsSeller(true);
    if (serverRole) setRole(serverRole);
  }, [serverSaysSeller, serverRole]);

  // A session known only by its stored token: ask whose it is, for the role.
  useEffect(() => {
    if (!isSeller || role) return;
    sellerMe()
      .then((me) => setRole(me.role))
      .catch(() => {});
  }, [isSeller, role]);

  useEffect(() => {
    if (serverSaysSeller || !readStorage(STORAGE_KEYS.sellerToken)) return;
    setIsSeller(true);
    sellerIsAuthenticated().catch((error) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        removeStorage(STORAGE_KEYS.sellerToken);
        setIsSeller(false);
      }
    });
    // Once, on arrival in the seller area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onInvalid = (event: Event) => {
      if ((event as CustomEvent<SessionInvalidDetail>).detail?.role === "seller")
        setIsSeller(false);
    };
    window.addEventListener(SESSION_INVALID_EVENT, onInvalid);
    return () => window.removeEventListener(SESSION_INVALID_EVENT, onInvalid);
  }, []);

  const login = useCallback(
    async (input: { email: string; password: string }) => {
      try {
        const reply = await sellerLogin(input);
        if (!reply.success) {
          toast.error(reply.message || MESSAGES.SELLER_LOGIN_FAILED);
          return;
        }
        if (reply.token) writeStorage(STORAGE_KEYS.sellerToken, reply.token);
        clearLoggedOutFlag();
        setRole(reply.role ?? null);
        setIsSeller(true);
        toast.success(MESSAGES.SELLER_LOGIN_SUCCESS);
        navigate(homeFor(reply.role ?? null));
        void revalidator.revalidate();
      } catch (error) {
        toastFailure(error, MESSAGES.SELLER_LOGIN_FAILED);
      }
    },
    [navigate, revalidator],
  );

  const logout = useCallback(async () => {
    let message: string = MESSAGES.LOGOUT_SUCCESS;
    try {
      const reply = await sellerLogout();
      if (reply.message) message = reply.message;
    } catch {
      message = MESSAGES.LOGOUT_SERVER_ERROR;
    }
    removeStorage(STORAGE_KEYS.sellerToken);
    setIsSeller(false);
    setRole(null);
    toast.success(message);
    navigate("/");
  }, [navigate]);

  return { isSeller, role, login, logout };
}
