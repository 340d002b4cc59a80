import type { StaffMember } from "../api";
import {
  lastSignIn,
  PersonButtons,
  RoleSelect,
  StatusBadge,
  type PersonActions,
} from "./person-controls";

function Who({ person, self }: { person: StaffMember; self: boolean }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-semibold text-gray-900">
        {person.name}
        {self ? <span className="ml-2 text-xs font-medium text-gray-500">(you)</span> : null}
      </p>
      <p className="truncate text-sm text-gray-600">{person.email}</p>
    </div>
  );
}

/** Wide screens: a table; phones: one card per person. */
export function StaffList({
  staff,
  selfId,
  actions,
}: {
  staff: readonly StaffMember[];
  selfId: string | null;
  actions: PersonActions;
}) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100 md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-500">
            <tr>
              <th className="px-4 py-3">Person</th>
              <th className="px-4 py-3">Role</th>
              <th className="px-4 py-3">Status</th>
              <th className="px-4 py-3">Last sign-in</th>
              <th className="px-4 py-3">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {staff.map((person) => {
              const self = person.id === selfId;
              return (
                <tr
                  key={person.id}
                  data-testid="staff-row"
                  className={person.active ? "" : "bg-gray-50"}
                >
                  <td className="max-w-[16rem] px-4 py-3">
                    <Who person={person} self={self} />
                  </td>
                  <td className="px-4 py-3">
                    <RoleSelect person={person} actions={actions} self={self} />
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge person={person} />
                  </td>
                  <td className="px-4 py-3 text-gray-700">{lastSignIn(person)}</td>
                  <td className="px-4 py-3">
                    <PersonButtons person={person} actions={actions} self={self} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {staff.map((person) => {
          const self = person.id === selfId;
          return (
            <li
              key={person.id}
              data-testid="staff-card"
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100"
            >
              <div className="flex items-start justify-between gap-3">
                <Who person={person} self={self} />
                <StatusBadge person={person} />
              </div>
              <p className="mt-2 text-xs text-gray-500">Last sign-in: {lastSignIn(person)}</p>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <RoleSelect person={person} actions={actions} self={self} />
                <PersonButtons person={person} actions={actions} self={self} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
