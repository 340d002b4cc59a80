import { useCallback, useEffect, useState } from "react";
import { fetchStaff, whoAmI, type StaffMember } from "../api";

/** The staff list with its loading and failure states, and the signed-in owner's own id. */
export function useStaff() {
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selfId, setSelfId] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const list = await fetchStaff(signal);
      if (signal?.aborted) return;
      setStaff(list);
      setFailed(false);
    } catch {
      if (!signal?.aborted) setFailed(true);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    whoAmI()
      .then((me) => setSelfId(me.id))
      .catch(() => {});
    return () => controller.abort();
  }, [load]);

  /** Puts the server's answer for one person in place (or adds a new one). */
  const put = useCallback((member: StaffMember) => {
    setStaff((list) => {
      if (!list) return [member];
      const at = list.findIndex((p) => p.id === member.id);
      return at < 0 ? [...list, member] : list.map((p) => (p.id === member.id ? member : p));
    });
  }, []);

  return { staff, failed, selfId, reload: () => load(), put };
}
