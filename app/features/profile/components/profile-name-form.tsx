import { useState, type FormEvent } from "react";
import toast from "~/lib/toast";
import { MESSAGES } from "@domain/messages";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { toastFailure } from "~/lib/http";
import { useT } from "~/lib/i18n/i18n";
import { updateProfileName } from "../api";
import { SUCCESS_TOAST_MS } from "../profile-constants";

/**
 * Name (editable) and email (not editable) of SPEC §2.13. On success the page reloads (§7),
 * once the success toast has been seen.
 */
export function ProfileNameForm({
  name,
  email,
  onRenamed,
}: {
  name: string;
  email: string;
  onRenamed: (name: string) => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = draft.trim();
    if (!next || saving) return;
    setSaving(true);
    try {
      const reply = await updateProfileName(next);
      if (reply.success === false) {
        toast.error(reply.message || MESSAGES.PROFILE_UPDATE_FAILED);
        setSaving(false);
        return;
      }
      toast.success(MESSAGES.PROFILE_UPDATED);
      onRenamed(next);
      window.setTimeout(() => window.location.reload(), SUCCESS_TOAST_MS);
    } catch (error) {
      toastFailure(error, MESSAGES.PROFILE_UPDATE_FAILED);
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500">
            {t("account.profile.name")}
          </dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-3 text-base font-medium text-gray-900">
            {name}
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={t("account.profile.editName")}
            >
              {t("account.profile.edit")}
            </Button>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500">
            {t("account.profile.email")}
          </dt>
          <dd className="mt-0.5 break-all text-base text-gray-900">{email}</dd>
        </div>
      </dl>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <TextField
        label={t("account.profile.name")}
        name="name"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        required
        maxLength={100}
        autoComplete="name"
        autoFocus
      />
      <TextField
        label={t("account.profile.email")}
        name="email"
        value={email}
        readOnly
        disabled
        hint={t("account.profile.emailFixed")}
      />
      <div className="flex gap-3">
        <Button type="submit" busy={saving} disabled={draft.trim() === ""}>
          {saving ? t("account.saving") : t("account.save")}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(name);
            setEditing(false);
          }}
          disabled={saving}
        >
          {t("account.cancel")}
        </Button>
      </div>
    </form>
  );
}
