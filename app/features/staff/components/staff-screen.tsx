import { useState } from "react";
import toast from "react-hot-toast";
import { ROLE_LABELS, type StaffRole } from "@domain/staff-roles";
import { Button } from "~/components/ui/button";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { toastFailure } from "~/lib/http";
import { changeRole, setActive, type StaffMember } from "../api";
import { useStaff } from "../hooks/use-staff";
import { AddPersonDialog } from "./add-person-dialog";
import { PasswordOnce } from "./password-once";
import type { PersonActions } from "./person-controls";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { StaffList } from "./staff-list";

/** /seller/staff (owner): the shop's people, their roles, and who may still sign in. */
export function StaffScreen() {
  const { staff, failed, selfId, reload, put } = useStaff();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [shown, setShown] = useState<{ member: StaffMember; password: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (
    person: StaffMember,
    call: () => Promise<{ member: StaffMember; message: string }>,
  ) => {
    setBusyId(person.id);
    try {
      const reply = await call();
      put(reply.member);
      toast.success(reply.message);
    } catch (error) {
      toastFailure(error, "The change could not be saved");
    } finally {
      setBusyId(null);
    }
  };

  const actions: PersonActions = {
    busyId,
    onRole: async (person, role: StaffRole) => {
      const ok = await confirm({
        title: `Make ${person.name} ${ROLE_LABELS[role]}?`,
        message: `${person.name} is signed out now and signs in again as ${ROLE_LABELS[role]}.`,
        confirmLabel: `Make ${ROLE_LABELS[role]}`,
      });
      if (ok) await run(person, () => changeRole(person.id, role));
    },
    onActive: async (person, active) => {
      const ok = await confirm(
        active
          ? {
              title: `Enable ${person.name}?`,
              message: `${person.name} can sign in again with their password.`,
              confirmLabel: "Enable",
            }
          : {
              title: `Disable ${person.name}?`,
              message: `${person.name} is signed out on every device at once and cannot sign in until enabled again.`,
              confirmLabel: "Disable",
              danger: true,
            },
      );
      if (ok) await run(person, () => setActive(person.id, active));
    },
    onReset: (person) => setResetting(person),
  };

  const passwordShown = (member: StaffMember, password?: string) => {
    put(member);
    if (password) setShown({ member, password });
  };

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Staff</h1>
          <p className="text-sm text-gray-600">
            Who can use the back-office, and what they can do.
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>Add person</Button>
      </div>
      <div className="mt-4" aria-live="polite">
        {failed && !staff ? (
          <LoadFailed what="staff list" onRetry={() => void reload()} />
        ) : !staff ? (
          <p className="rounded-2xl bg-white p-8 text-center text-sm text-gray-600 shadow-sm ring-1 ring-gray-100">
            Loading the staff list...
          </p>
        ) : staff.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-sm text-gray-600 shadow-sm ring-1 ring-gray-100">
            No one yet. Add the people who help run the store.
          </p>
        ) : (
          <StaffList staff={staff} selfId={selfId} actions={actions} />
        )}
      </div>
      {adding ? (
        <AddPersonDialog
          onClose={() => setAdding(false)}
          onAdded={(member, password) => {
            setAdding(false);
            passwordShown(member, password);
          }}
        />
      ) : null}
      {resetting ? (
        <ResetPasswordDialog
          person={resetting}
          onClose={() => setResetting(null)}
          onDone={(member, password) => {
            setResetting(null);
            passwordShown(member, password);
          }}
        />
      ) : null}
      {shown ? (
        <PasswordOnce
          name={shown.member.name}
          email={shown.member.email}
          password={shown.password}
          onClose={() => setShown(null)}
        />
      ) : null}
      {dialog}
    </div>
  );
}
