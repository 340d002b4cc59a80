import { STAFF_PASSWORD_MIN_LENGTH } from "@domain/staff-roles";
import { TextField } from "~/components/ui/field";

export type PasswordChoiceValue = { mode: "generate" } | { mode: "type"; password: string };

/** Generate a password (shown once afterwards) or type one to give the person. */
export function PasswordChoice({
  value,
  onChange,
}: {
  value: PasswordChoiceValue;
  onChange: (value: PasswordChoiceValue) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-gray-700">Password</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name="password-mode"
            checked={value.mode === "generate"}
            onChange={() => onChange({ mode: "generate" })}
            className="h-4 w-4 accent-brand-600"
          />
          Make one for me
        </label>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name="password-mode"
            checked={value.mode === "type"}
            onChange={() => onChange({ mode: "type", password: "" })}
            className="h-4 w-4 accent-brand-600"
          />
          I will type it
        </label>
      </div>
      {value.mode === "type" ? (
        <div className="mt-3">
          <TextField
            label="New password"
            type="text"
            autoComplete="new-password"
            minLength={STAFF_PASSWORD_MIN_LENGTH}
            maxLength={256}
            required
            value={value.password}
            onChange={(e) => onChange({ mode: "type", password: e.target.value })}
            hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. Give it to them in person.`}
          />
        </div>
      ) : (
        <p className="mt-2 text-xs text-gray-500">
          The password is shown once, right after. Write it down or copy it for them.
        </p>
      )}
    </fieldset>
  );
}

export const typedPassword = (value: PasswordChoiceValue) =>
  value.mode === "type" ? value.password : undefined;
