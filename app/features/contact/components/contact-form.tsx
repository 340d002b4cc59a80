import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { CONTACT_SUBMIT_DELAY_MS, CONTACT_THANKS_MS } from "@domain/contact";
import { Button } from "~/components/ui/button";
import { CheckIcon } from "~/components/ui/icons";
import { inputClasses } from "~/components/ui/field";
import { useT } from "~/lib/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { contactSubjects } from "../contact-content";
import {
  CONTACT_THANK_YOU,
  EMPTY_CONTACT,
  firstInvalidField,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "../contact-form";

type Status = "idle" | "sending" | "sent";

const INVALID = " aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-500/20";
const INPUT_CLASSES = inputClasses + INVALID;
const SELECT_CLASSES = `${inputClasses} pr-8${INVALID}`;
const TEXTAREA_CLASSES = `${inputClasses.replace("h-11 ", "")} py-2${INVALID}`;

/**
 * SPEC §2.14: a simulated form. Nothing is sent anywhere: after 1 s a thank-you message
 * appears for 5 s and the form clears. The button waits for hydration, because without
 * JavaScript the browser would put the message in the address bar.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const timers = useRef<number[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const id = useId();
  const t = useT();
  const subjects = useMemo(() => contactSubjects(t), [t]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  function update(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // After a failed submit, a field's error follows what the shopper types.
    if (!errors[field]) return;
    const next = validateContact({ ...values, [field]: value })[field];
    setErrors((current) => {
      const copy = { ...current };
      if (next) copy[field] = next;
      else delete copy[field];
      return copy;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const found = validateContact(values);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setStatus("sending");
    timers.current.push(
      window.setTimeout(() => {
        setValues(EMPTY_CONTACT);
        setStatus("sent");
        timers.current.push(window.setTimeout(() => setStatus("idle"), CONTACT_THANKS_MS));
      }, CONTACT_SUBMIT_DELAY_MS),
    );
  }

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    disabled: status === "sending",
  });
  const label = (name: ContactField, text: string, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-gray-700">
      {text}
      {required ? (
        <span className="text-red-600" aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-gray-500"> {t("contact.form.optional")}</span>
      )}
    </label>
  );
  const error = (name: ContactField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {t(errors[name])}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
        {t("contact.form.title")}
      </h2>
      <p className="text-sm text-gray-600">
        {t("contact.form.requiredBefore")} <span className="text-red-600">*</span>{" "}
        {t("contact.form.requiredAfter")}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label("name", t("contact.form.name"), true)}
          <input
            {...field("name")}
            type="text"
            autoComplete="name"
            required
            onChange={(e) => update("name", e.target.value)}
            className={INPUT_CLASSES}
          />
          {error("name")}
        </div>
        <div>
          {label("phone", t("contact.form.phone"), false)}
          <input
            {...field("phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            onChange={(e) => update("phone", e.target.value)}
            className={INPUT_CLASSES}
          />
          {error("phone")}
        </div>
      </div>
      <div>
        {label("email", t("contact.form.email"), true)}
        <input
          {...field("email")}
          type="email"
          autoComplete="email"
          required
          onChange={(e) => update("email", e.target.value)}
          className={INPUT_CLASSES}
        />
        {error("email")}
      </div>
      <div>
        {label("subject", t("contact.form.subject"), true)}
        <select
          {...field("subject")}
          required
          onChange={(e) => update("subject", e.target.value)}
          className={SELECT_CLASSES}
        >
          <option value="" disabled>
            {t("contact.form.chooseSubject")}
          </option>
          {subjects.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
        {error("subject")}
      </div>
      <div>
        {label("message", t("contact.form.message"), true)}
        <textarea
          {...field("message")}
          required
          rows={5}
          onChange={(e) => update("message", e.target.value)}
          className={TEXTAREA_CLASSES}
        />
        {error("message")}
      </div>
      <div role="status" aria-live="polite">
        {status === "sent" ? (
          <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-700">
            <CheckIcon size={18} className="mt-0.5 shrink-0" />
            {t(CONTACT_THANK_YOU)}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="lg"
        busy={status === "sending"}
        disabled={!hydrated}
        className="w-full sm:w-auto"
      >
        {status === "sending" ? t("contact.form.sending") : t("contact.form.send")}
      </Button>
      <noscript>
        <p className="text-sm text-gray-600">{t("contact.form.noScript")}</p>
      </noscript>
    </form>
  );
}
