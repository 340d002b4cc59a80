import { useId, type SelectHTMLAttributes } from "react";
import { inputClasses } from "~/components/ui/field";

/** A form's dropdown, labelled like the TextFields beside it (the shared SelectField is styled for filter bars). */
export function FormSelect({
  label,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select id={id} className={`${inputClasses} pr-8`} {...rest}>
        {children}
      </select>
    </div>
  );
}
