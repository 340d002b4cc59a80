import { statusStyle } from "~/lib/order-status-style";
import {
  BagIcon,
  ClockIcon,
  TruckIcon,
  CheckIcon,
  CloseIcon,
  ListIcon,
} from "~/components/ui/icons";
import { useStatusName } from "../status-words";

const ICONS: Record<string, typeof CheckIcon> = {
  clipboard: ListIcon,
  check: CheckIcon,
  chef: BagIcon,
  truck: TruckIcon,
  "package-check": CheckIcon,
  x: CloseIcon,
  clock: ClockIcon,
};

/** The status with its colour and icon (SPEC §4.3: an unknown status shows yellow). */
export function StatusBadge({ status }: { status: string }) {
  const style = statusStyle(status);
  const name = useStatusName();
  const Icon = ICONS[style.icon] ?? ClockIcon;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${style.badgeClass}`}
    >
      <Icon size={16} />
      {name(status)}
    </span>
  );
}
