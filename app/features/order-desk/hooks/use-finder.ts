import { useSearchParams } from "react-router";
import { isDatePreset } from "../day-range";
import { ALL_ORDERS, type StatusFilter } from "../order-format";
import type { FinderValue } from "../components/orders-finder";
import { isOrderStatus } from "@domain/order-status";

/** The list's search and days, read from the URL (?q=&date=&from=&to=). */
export function useFinder() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("status");
  const filter: StatusFilter = isOrderStatus(wanted) ? wanted : ALL_ORDERS;
  const rawPreset = params.get("date");
  const finder: FinderValue = {
    q: params.get("q") ?? "",
    preset: isDatePreset(rawPreset) ? rawPreset : "any",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const update = (change: Partial<FinderValue> & { status?: StatusFilter }) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) =>
          value ? next.set(key, value) : next.delete(key);
        if (change.status !== undefined)
          set("status", change.status === ALL_ORDERS ? undefined : change.status);
        if (change.q !== undefined) set("q", change.q);
        if (change.preset !== undefined) {
          set("date", change.preset === "any" ? undefined : change.preset);
          if (change.preset !== "custom") {
            next.delete("from");
            next.delete("to");
          }
        }
        if (change.from !== undefined) set("from", change.from);
        if (change.to !== undefined) set("to", change.to);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { filter, finder, update };
}
