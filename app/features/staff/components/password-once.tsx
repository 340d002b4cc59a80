import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";

/** A password the server made, shown this once: it is not kept anywhere to show again. */
export function PasswordOnce({
  name,
  email,
  password,
  onClose,
}: {
  name: string;
  email: string;
  password: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal title={`Password for ${name}`} onClose={onClose} size="sm">
      <p className="text-sm text-gray-700">
        Give this to {name} ({email}). It is shown only now: after you close this, nobody can see it
        again (reset it if it is lost).
      </p>
      <p
        data-testid="generated-password"
        className="mt-4 select-all rounded-xl bg-gray-50 px-4 py-3 text-center font-mono text-xl font-bold tracking-wider text-gray-900 ring-1 ring-gray-200"
      >
        {password}
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button onClick={onClose} data-autofocus>
          Done, I have given it
        </Button>
      </div>
    </Modal>
  );
}
