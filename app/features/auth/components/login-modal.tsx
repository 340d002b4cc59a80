import { useState, type FormEvent } from "react";
import toast from "~/lib/toast";
import { MESSAGES } from "@domain/messages";
import { PASSWORD_MIN_LENGTH } from "@domain/store";
import { LegalDialog, type LegalDocument } from "~/components/legal/legal-documents";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import { ApiError, toastFailure } from "~/lib/http";
import { useT } from "~/lib/i18n/i18n";
import { loginUser, registerUser, type AuthReply } from "../api";
import { PasswordInput } from "./password-input";

export type AuthMode = "login" | "register";

export interface LoginModalProps {
  onClose: () => void;
  /** Runs the rest of the login (cart merge, redirect, toast); the modal waits for it. */
  onAuthenticated: (mode: AuthMode, reply: AuthReply) => Promise<void>;
}

/** The login / register overlay of SPEC §2.9. */
export function LoginModal({ onClose, onAuthenticated }: LoginModalProps) {
  const t = useT();
  const [mode, setMode] = useState<AuthMode>("login");
  return (
    <Modal
      title={mode === "login" ? t("account.login.title") : t("account.register.title")}
      onClose={onClose}
      size="sm"
    >
      {/* A new key remounts the form: switching modes clears every field (SPEC §2.9). */}
      <AuthForm key={mode} mode={mode} onAuthenticated={onAuthenticated} />
      <p className="mt-4 text-center text-sm text-gray-600">
        {mode === "login" ? t("account.login.noAccount") : t("account.register.haveAccount")}
        <button
          type="button"
          onClick={() => setMode(mode === "login" ? "register" : "login")}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {mode === "login" ? t("account.login.signUp") : t("account.register.signIn")}
        </button>
      </p>
    </Modal>
  );
}

function AuthForm({
  mode,
  onAuthenticated,
}: {
  mode: AuthMode;
  onAuthenticated: LoginModalProps["onAuthenticated"];
}) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const register = mode === "register";
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (register && !accepted) {
      toast.error(MESSAGES.ACCEPT_TERMS, { id: MESSAGES.ACCEPT_TERMS });
      return;
    }
    setBusy(true);
    try {
      const reply = register
        ? await registerUser({ name, email, password })
        : await loginUser({ email, password });
      if (!reply.success) {
        toast.error(reply.message || (register ? MESSAGES.REGISTER_FAILED : MESSAGES.LOGIN_FAILED));
        return;
      }
      await onAuthenticated(mode, reply);
    } catch (error) {
      // A refused login is the server's words ("Invalid email or password"); anything else
      // unexpected is "Something went wrong!" (SPEC §8).
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toastFailure(
        error,
        refused
          ? register
            ? MESSAGES.REGISTER_FAILED
            : MESSAGES.LOGIN_FAILED
          : MESSAGES.SOMETHING_WENT_WRONG,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      <p className="text-sm text-gray-600">
        {register ? t("account.register.intro") : t("account.login.intro")}
      </p>
      {register ? (
        <TextField
          label={t("account.field.fullName")}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-autofocus
        />
      ) : null}
      <TextField
        label={t("account.field.email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        {...(register ? {} : { "data-autofocus": true })}
      />
      <PasswordInput
        name="password"
        autoComplete={register ? "new-password" : "current-password"}
        required
        minLength={register ? PASSWORD_MIN_LENGTH : undefined}
        hint={register ? t("account.password.minLength", { min: PASSWORD_MIN_LENGTH }) : undefined}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {register ? (
        <div className="flex items-start gap-2 text-sm text-gray-700">
          <input
            id="accept-terms"
            type="checkbox"
            aria-label={t("account.terms.label")}
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          />
          <span>
            <label htmlFor="accept-terms">{t("account.terms.agree")}</label>
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => setLegal("terms")}
            >
              {t("account.terms.terms")}
            </button>{" "}
            {t("account.terms.and")}{" "}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => setLegal("privacy")}
            >
              {t("account.terms.privacy")}
            </button>
          </span>
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        {register ? t("account.register.title") : t("account.login.title")}
      </Button>
      {legal ? <LegalDialog document={legal} onClose={() => setLegal(null)} /> : null}
    </form>
  );
}
