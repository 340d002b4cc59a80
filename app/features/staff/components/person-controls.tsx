import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@domain/staff-roles";
import { Badge } from "~/components/ui/badge";
import type { StaffMember } from "../api";

export interface PersonActions {
  busyId: string | null;
  onRole: (person: StaffMember, role: StaffRole) => void;
  onActive: (person: StaffMember, active: boolean) => void;
  onReset: (person: StaffMember) => void;
}

const MANILA = new Intl.DateTimeFormat("en-PH", {
  timeZone: "Asia/Manila",
  dateStyle: "medium",
  timeStyle: "short",
});

export const lastSignIn = (person: StaffMember) =>
  person.lastSignInAt ? MANILA.format(new Date(person.lastSignInAt)) : "Never";

export function StatusBadge({ person }: { person: StaffMember }) {
  return person.active ? <Badge tone="brand">Active</Badge> : <Badge tone="red">Disabled</Badge>;
}

export function RoleSelect({
  person,
  actions,
  self,
}: {
  person: StaffMember;
  actions: PersonActions;
  self: boolean;
}) {
  return (
    <select
      aria-label={`Role of ${person.name}`}
      value={person.role}
      disabled={self || actions.busyId === person.id}
      onChange={(e) => actions.onRole(person, e.target.value as StaffRole)}
      className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 disabled:bg-gray-50 disabled:text-gray-500"
    >
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}

/** Reset password and disable / enable; your own account is changed on the Account page. */
export function PersonButtons({
  person,
  actions,
  self,
}: {
  person: StaffMember;
  actions: PersonActions;
  self: boolean;
}) {
  if (self) return <span className="text-xs text-gray-500">Your own account: see Account</span>;
  const busy = actions.busyId === person.id;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => actions.onReset(person)}
        aria-label={`Reset password of ${person.name}`}
        className="h-9 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60"
      >
        Reset password
      </button>
      {person.active ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => actions.onActive(person, false)}
          aria-label={`Disable ${person.name}`}
          className="h-9 rounded-lg border border-red-200 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          Disable
        </button>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() => actions.onActive(person, true)}
          aria-label={`Enable ${person.name}`}
          className="h-9 rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          Enable
        </button>
      )}
    </div>
  );
}
