import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { PASSWORD_MIN_LENGTH } from "@domain/store";
import { Button } from "~/components/ui/button";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/field";
import { toastFailure } from "~/lib/http";
import { changePassword, logoutEverywhere, type AccountRole } from "../api";

/**
 * Change password (current one required; the other devices are logged out) and "log out of
 * all devices", for a customer's profile and the seller's account screen alike.
 */
export function AccountSecurity({
  role,
  onLoggedOutEverywhere,
}: {
  role: AccountRole;
  /** Forget the local session once every session has ended. */
  onLoggedOutEverywhere: () => void;
}) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const ask = useConfirm();
  const mismatch = confirm !== "" && confirm !== next;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || mismatch) return;
    setSaving(true);
    try {
      const reply = await changePassword(role, { currentPassword: current, newPassword: next });
      toast.success(reply.message || "Password changed");
      setCurrent("");
      setNext("");
      setConfirm("");
    } catch (error) {
      toastFailure(error, "Could not change the password. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  async function onLogoutAll() {
    if (leaving) return;
    const ok = await ask.confirm({
      title: "Log out everywhere?",
      message: "Log out on every device, this one included?",
      confirmLabel: "Log out everywhere",
      cancelLabel: "Stay logged in",
    });
    if (!ok) return;
    setLeaving(true);
    try {
      const reply = await logoutEverywhere(role);
      toast.success(reply.message || "Logged out on all devices");
      onLoggedOutEverywhere();
    } catch (error) {
      toastFailure(error, "Could not log out everywhere. Please try again.");
      setLeaving(false);
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} className="space-y-3" aria-labelledby={`${role}-password-title`}>
        <h3 id={`${role}-password-title`} className="text-base font-semibold text-gray-900">
          Change password
        </h3>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
          maxLength={256}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={256}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Your other devices will be logged out.`}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          required
          aria-invalid={mismatch}
          hint={
            mismatch ? <span className="text-red-700">The passwords do not match.</span> : undefined
          }
        />
        <Button type="submit" busy={saving} disabled={mismatch || !current || !next}>
          {saving ? "Saving..." : "Change password"}
        </Button>
      </form>

      <div className="border-t border-gray-100 pt-5">
        <h3 className="text-base font-semibold text-gray-900">Devices</h3>
        <p className="mt-1 text-sm text-gray-600">
          Lost a phone or used a shared computer? End every session of this account.
        </p>
        <Button
          variant="outline"
          className="mt-3"
          busy={leaving}
          onClick={() => void onLogoutAll()}
        >
          Log out of all devices
        </Button>
      </div>
      {ask.dialog}
    </div>
  );
}
