import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@domain/staff-roles";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import { toastFailure } from "~/lib/http";
import { addPerson, type StaffMember } from "../api";
import { PasswordChoice, typedPassword, type PasswordChoiceValue } from "./password-choice";
import { ROLE_HINTS } from "./role-hints";

/** Add a person: name, email, role and a first password (made by the server, or typed). */
export function AddPersonDialog({
  onAdded,
  onClose,
}: {
  onAdded: (member: StaffMember, generatedPassword?: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("staff");
  const [password, setPassword] = useState<PasswordChoiceValue>({ mode: "generate" });
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const reply = await addPerson({ name, email, role, password: typedPassword(password) });
      toast.success(`${reply.member.name} added as ${ROLE_LABELS[reply.member.role]}`);
      onAdded(reply.member, reply.generatedPassword);
    } catch (error) {
      toastFailure(error, "The person could not be added");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Add a person" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        <TextField
          label="Name"
          required
          maxLength={100}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div>
          <SelectField
            label="Role"
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </SelectField>
          <p className="mt-1 text-xs text-gray-500">{ROLE_HINTS[role]}</p>
        </div>
        <PasswordChoice value={password} onChange={setPassword} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || !name.trim() || !email.trim()}>
            {saving ? "Adding..." : "Add person"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
