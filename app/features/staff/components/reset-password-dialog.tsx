import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { toastFailure } from "~/lib/http";
import { resetPassword, type StaffMember } from "../api";
import { PasswordChoice, typedPassword, type PasswordChoiceValue } from "./password-choice";

/** A new password for someone who lost theirs; every session of theirs ends. */
export function ResetPasswordDialog({
  person,
  onDone,
  onClose,
}: {
  person: StaffMember;
  onDone: (member: StaffMember, generatedPassword?: string) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState<PasswordChoiceValue>({ mode: "generate" });
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const reply = await resetPassword(person.id, typedPassword(password));
      toast.success(reply.message);
      onDone(reply.member, reply.generatedPassword);
    } catch (error) {
      toastFailure(error, "The password could not be reset");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={`Reset ${person.name}'s password`} onClose={onClose} size="sm">
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        <p className="text-sm text-gray-700">
          Their old password stops working and they are signed out on every device.
        </p>
        <PasswordChoice value={password} onChange={setPassword} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Resetting..." : "Reset password"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
