import { useState, type FormEvent } from "react";
import toast from "~/lib/toast";
import { PASSWORD_MIN_LENGTH } from "@domain/store";
import { Button } from "~/components/ui/button";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/field";
import { toastFailure } from "~/lib/http";
import { useT } from "~/lib/i18n/i18n";
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
  const t = useT();
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
      title: t("account.security.confirmTitle"),
      message: t("account.security.confirmMessage"),
      confirmLabel: t("account.security.confirmYes"),
      cancelLabel: t("account.security.confirmNo"),
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
          {t("account.security.changePassword")}
        </h3>
        <TextField
          label={t("account.security.current")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
          maxLength={256}
        />
        <TextField
          label={t("account.security.new")}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={256}
          hint={t("account.security.newHint", { min: PASSWORD_MIN_LENGTH })}
        />
        <TextField
          label={t("account.security.confirm")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          required
          aria-invalid={mismatch}
          hint={
            mismatch ? (
              <span className="text-red-700">{t("account.security.mismatch")}</span>
            ) : undefined
          }
        />
        <Button type="submit" busy={saving} disabled={mismatch || !current || !next}>
          {saving ? t("account.saving") : t("account.security.changePassword")}
        </Button>
      </form>

      <div className="border-t border-gray-100 pt-5">
        <h3 className="text-base font-semibold text-gray-900">{t("account.security.devices")}</h3>
        <p className="mt-1 text-sm text-gray-600">{t("account.security.devicesBody")}</p>
        <Button
          variant="outline"
          className="mt-3"
          busy={leaving}
          onClick={() => void onLogoutAll()}
        >
          {t("account.security.logoutAll")}
        </Button>
      </div>
      {ask.dialog}
    </div>
  );
}
